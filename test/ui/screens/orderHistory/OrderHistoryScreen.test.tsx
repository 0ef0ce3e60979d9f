import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import OrderHistoryScreen from '../../../../src/ui/screens/orderHistory/OrderHistoryScreen';
import { orderFactory, orderItemFactory } from '../../../factories/orderFactory';
import { productFactory } from '../../../factories/productFactory';
import { userFactory } from '../../../factories/userFactory';
import { renderPage } from '../../support/renderPage';

afterEach(cleanup);

const customer = userFactory.build({ uid: 'ramesh' });
const dal = productFactory.build({ id: 'arhar', name: 'Arhar Dal', available: 5 });
const item = orderItemFactory.build({ id: 'arhar', name: 'Arhar Dal', group: dal.group, subgroup: dal.subgroup });
// Its id is order_1736829000000_rames; people know it as J2G-KDV.
const delivered = orderFactory.build({ userId: 'ramesh', status: 'delivered', createdAt: Date.UTC(2025, 0, 14, 4, 30), items: [item] });

const open = (language: 'en' | 'hi') =>
  renderPage({
    path: '/orderhistory',
    route: '/orderhistory',
    element: <OrderHistoryScreen />,
    user: customer,
    seed: { products: [dal], history: [delivered] },
    language,
  });

describe('OrderHistoryScreen', () => {
  it('shows a past order by its short number, never its full id', async () => {
    await open('en');
    const card = await screen.findByRole('article', { name: 'Order of 14 Jan 2025, 10:00 am' });
    expect(within(card).getByText('Order #J2G-KDV')).toBeTruthy();
    expect(card.textContent).not.toContain(delivered.id);
  });

  it('shows the number in Hindi', async () => {
    await open('hi');
    const card = await screen.findByRole('article');
    expect(within(card).getByText('ऑर्डर #J2G-KDV')).toBeTruthy();
  });
});
