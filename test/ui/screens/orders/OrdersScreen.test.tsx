import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import OrdersScreen from '../../../../src/ui/screens/orders/OrdersScreen';
import { orderFactory, orderItemFactory } from '../../../factories/orderFactory';
import { productFactory } from '../../../factories/productFactory';
import { userFactory } from '../../../factories/userFactory';
import { renderPage } from '../../support/renderPage';

afterEach(cleanup);

const customer = userFactory.build({ uid: 'ramesh' });
const dal = productFactory.build({ id: 'arhar', name: 'Arhar Dal', available: 5 });
const order = orderFactory.build({
  userId: 'ramesh',
  createdAt: Date.UTC(2025, 0, 15, 4, 30),
  items: [orderItemFactory.build({ id: 'arhar', name: 'Arhar Dal', qty: 2, price: 12000, group: dal.group, subgroup: dal.subgroup })],
});

describe('OrdersScreen', () => {
  it('shows the order with its status, items, total and timeline, and cancels it after confirmation', async () => {
    const app = await renderPage({
      path: '/orders',
      route: '/orders',
      element: <OrdersScreen />,
      user: customer,
      seed: { products: [dal], orders: [order] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Order of 15 Jan 2025, 10:00 am' });
    expect(within(card).getByText('Pending')).toBeTruthy();
    // The number to tell the shop on the phone, not the full id.
    expect(within(card).getByText('Order #G24-XVD')).toBeTruthy();
    expect(card.textContent).not.toContain(order.id);
    expect(within(card).getByText('Arhar Dal').textContent).toBe('Arhar Dal 1kg × 2');
    expect(within(card).getByText('Total').nextElementSibling?.textContent).toBe('₹240');
    const timeline = within(card).getByRole('list', { name: 'Order progress' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Placed15 Jan 2025, 10:00 am', 'Accepted (not yet)', 'Delivered (not yet)']);

    fireEvent.click(within(card).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Order cancelled successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(screen.getByText('No active orders')).toBeTruthy();
    expect(app.world.product(dal)?.available).toBe(7);
  });

  it('shows the delivery code to tell the delivery person, with the delivery fee', async () => {
    const coded = { ...order, id: 'order_coded', deliveryCodeRequired: true, subtotal: 24000, deliveryFee: 2000, total: 26000 };
    await renderPage({
      path: '/orders',
      route: '/orders',
      element: <OrdersScreen />,
      user: customer,
      seed: { products: [dal], orders: [coded], deliveryCodes: [{ orderId: coded.id, userId: 'ramesh', code: '0457' }] },
    });
    const card = await screen.findByRole('article', { name: 'Order of 15 Jan 2025, 10:00 am' });
    expect(await within(card).findByText('Tell this code to the delivery person: 0457')).toBeTruthy();
    expect(within(card).getByText('Delivery fee').nextElementSibling?.textContent).toBe('₹20');
    expect(within(card).getByText('Total').nextElementSibling?.textContent).toBe('₹260');
  });

  it('shows the order number in Hindi', async () => {
    await renderPage({
      path: '/orders',
      route: '/orders',
      element: <OrdersScreen />,
      user: customer,
      seed: { products: [dal], orders: [order] },
      language: 'hi',
    });
    const card = await screen.findByRole('article');
    expect(within(card).getByText('ऑर्डर #G24-XVD')).toBeTruthy();
  });

  it("gives delivery people their assigned orders under the heading 'Orders'", async () => {
    const driver = userFactory.build({ uid: 'driver', userType: 'delivery' });
    await renderPage({ path: '/orders', route: '/orders', element: <OrdersScreen />, user: driver });
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: /My orders/ })).toBeTruthy();
  });
});
