import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultStoreSettings } from '../../../../src/domain/store/defaultStoreSettings';
import { orderFactory, orderItemFactory } from '../../../factories/orderFactory';
import { userFactory } from '../../../factories/userFactory';
import { renderPage } from '../../support/renderPage';
import { PHONE } from '../../support/setWidth';

afterEach(cleanup);

const admin = userFactory.build({ uid: 'admin1', name: 'Asha', userType: 'admin' });
const order = orderFactory.build({
  id: 'order_1736485200000_cust1',
  userId: 'cust1',
  userName: 'Ramesh Kumar',
  status: 'accepted',
  deliveryPersonId: 'del1',
  deliveryCodeRequired: true,
  subtotal: 46600,
  deliveryFee: 2000,
  items: [
    orderItemFactory.build({ name: 'Chakki Atta', nameHi: 'चक्की आटा', variant: '5kg', qty: 2, price: 21050 }),
    orderItemFactory.build({ name: 'Arhar Dal', variant: '1kg', qty: 1, price: 4500 }),
  ],
});
order.total = 48600;
const settings = { ...defaultStoreSettings(), name: 'Gupta Kirana', address: 'Main Road, Dhanaura', phone: '9876500000' };

describe('BillScreen', () => {
  it('shows the store, the customer, each line and the money due, and sends its text to the customer on WhatsApp', async () => {
    await renderPage({
      path: `/bill/${order.id}`,
      user: admin,
      width: PHONE,
      real: ['/bill/:orderId'],
      seed: { orders: [order], settings, deliveryCodes: [{ orderId: order.id, userId: 'cust1', code: '4821' }] },
    });
    const bill = await screen.findByRole('article', { name: 'Gupta Kirana' });
    expect(within(bill).getByText('Main Road, Dhanaura')).toBeTruthy();
    expect(within(bill).getByRole('row', { name: 'Chakki Atta 5kg 2 ₹210.50 ₹421' })).toBeTruthy();
    expect(within(bill).getByRole('row', { name: 'Total ₹486' })).toBeTruthy();
    expect(within(bill).getByText('Cash on delivery')).toBeTruthy();
    expect(within(bill).getByText('Near the water tank')).toBeTruthy();
    expect(bill.textContent).not.toContain('4821');
    const whatsApp = screen.getByRole('link', { name: 'Send on WhatsApp' });
    const href = whatsApp.getAttribute('href') ?? '';
    expect(href.startsWith('https://wa.me/919876543210?text=')).toBe(true);
    expect(decodeURIComponent(href.split('text=')[1]!)).toContain('Total: ₹486');

    await userEvent.selectOptions(screen.getByLabelText('Bill language'), 'hi');
    expect(await within(bill).findByRole('row', { name: 'कुल ₹486' })).toBeTruthy();
    expect(within(bill).getByText('चक्की आटा')).toBeTruthy();
  });

  it('refuses a customer', async () => {
    await renderPage({
      path: `/bill/${order.id}`,
      user: userFactory.build({ uid: 'cust1' }),
      width: PHONE,
      real: ['/bill/:orderId'],
      seed: { orders: [order] },
    });
    expect(await screen.findByText('Permission denied.')).toBeTruthy();
  });
});
