import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../support/renderPage';
import { orderItemFactory } from '../../../factories/orderFactory';
import { storeSettings } from '../../support/storeSettings';
import { allHistory, atta, courier, HOUR, NOW, orderOf, storedOrder } from './deliveryWorld';
import type { Language } from '../../../../src/ui/i18n/languages';

afterEach(cleanup);

const waiting = orderOf('order_w', {
  userName: 'Sita Devi',
  phoneNumber: '9758023456',
  createdAt: NOW - HOUR,
});
waiting.items.push(orderItemFactory.build({ name: 'Namak', variant: '1kg', qty: 1, price: 3000 }));
waiting.total = 13000;

/** My accepted order for Ramesh, on the dashboard. */
async function openMine(overrides: Parameters<typeof orderOf>[1] = {}, language: Language = 'en') {
  const app = await renderPage({
    path: '/delivery-dashboard',
    user: courier,
    real: 'all',
    language,
    seed: { products: [atta], orders: [orderOf('order_m', { status: 'accepted', deliveryPersonId: courier.uid, ...overrides })] },
  });
  const mine = await screen.findByRole('region', { name: language === 'hi' ? /मेरे ऑर्डर/ : /My orders/ }, { timeout: 5000 });
  const card = await within(mine).findByRole('article', { name: 'Ramesh Kumar' });
  return { app, mine, card };
}

async function open() {
  const app = await renderPage({ path: '/delivery-dashboard', user: courier, real: 'all', seed: { products: [atta], orders: [waiting] } });
  const pending = await screen.findByRole('region', { name: /New orders/ }, { timeout: 5000 });
  return { app, pending };
}

describe('DeliveryDashboardScreen', () => {
  it('shows a waiting order with what the rider needs: items, cash, address, distance, call and directions', async () => {
    const { pending } = await open();
    const card = await within(pending).findByRole('article', { name: 'Sita Devi' });
    // The number to read out to the shop, on one line, instead of the full id.
    expect(within(card).getByText('Order #CFV-4X4')).toBeTruthy();
    expect(card.textContent).not.toContain('order_w');
    expect(within(card).getByText(/Chakki Atta/)).toBeTruthy();
    expect(within(card).getByText('Cash to collect')).toBeTruthy();
    expect(within(card).getByText('₹100')).toBeTruthy();
    expect(within(card).getByText('₹130')).toBeTruthy();
    expect(within(card).getByText('Landmark: Near the water tank')).toBeTruthy();
    expect(within(card).getByText('Village: Muzaffarnagar')).toBeTruthy();
    expect(within(card).getByText('0 km from the shop')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /Call 9758023456/ })
        .getAttribute('href'),
    ).toBe('tel:9758023456');
    expect(within(card).getByRole('link', { name: 'Directions' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=29.010975,78.297462',
    );
  });

  it('shows the order number in Hindi on new and accepted orders', async () => {
    const { app, pending } = await open();
    await act(() => app.i18n.changeLanguage('hi'));
    const card = await within(pending).findByRole('article', { name: 'Sita Devi' });
    expect(await within(card).findByText('ऑर्डर #CFV-4X4')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'स्वीकार करें' }));
    const mine = screen.getByRole('region', { name: /मेरे ऑर्डर/ });
    const assigned = await within(mine).findByRole('article', { name: 'Sita Devi' });
    expect(within(assigned).getByText('ऑर्डर #CFV-4X4')).toBeTruthy();
  });

  it("measures the distance from the shop's location in the store settings", async () => {
    await renderPage({
      path: '/delivery-dashboard',
      user: courier,
      real: 'all',
      // The shop about 5 km north of the customer.
      seed: { products: [atta], orders: [waiting], settings: storeSettings({ location: { lat: 29.0559, lng: 78.297462 } }) },
    });
    const pending = await screen.findByRole('region', { name: /New orders/ }, { timeout: 5000 });
    const card = await within(pending).findByRole('article', { name: 'Sita Devi' });
    expect(await within(card).findByText('5 km from the shop')).toBeTruthy();
  });

  it("Accept moves the order to My orders with 'Order accepted.'; Mark delivered finishes it", async () => {
    const { app, pending } = await open();
    const card = await within(pending).findByRole('article', { name: 'Sita Devi' });
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Order accepted.')).toBeTruthy();
    const mine = screen.getByRole('region', { name: /My orders/ });
    const assigned = await within(mine).findByRole('article', { name: 'Sita Devi' });
    await waitFor(() => expect(within(pending).queryByRole('article')).toBeNull());
    expect(within(pending).getByText(/No new orders right now/)).toBeTruthy();

    await userEvent.click(within(assigned).getByRole('button', { name: 'Mark delivered' }));
    expect(await screen.findByText('Order marked as delivered.')).toBeTruthy();
    await waitFor(() => expect(within(mine).queryByRole('article')).toBeNull());
    expect((await allHistory(app.container))[0]).toMatchObject({ id: 'order_w', status: 'delivered' });
    const today = screen.getByRole('region', { name: 'Today' });
    await waitFor(() => expect(within(today).getByText('₹130')).toBeTruthy());
  });

  it('Cancel asks why, and the chosen reason is stored in the note', async () => {
    const app = await renderPage({
      path: '/delivery-dashboard',
      user: courier,
      real: 'all',
      seed: { products: [atta], orders: [orderOf('order_m', { status: 'accepted', deliveryPersonId: courier.uid })] },
    });
    const mine = await screen.findByRole('region', { name: /My orders/ }, { timeout: 5000 });
    const card = await within(mine).findByRole('article', { name: 'Ramesh Kumar' });
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText('Please choose a reason.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Address not found' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order cancelled successfully')).toBeTruthy();
    expect((await allHistory(app.container))[0]?.cancellationNote).toBe('Cancelled by delivery person: Sunil Yadav — Address not found');
  });

  it("asks for the customer's delivery code to mark a coded order delivered: a wrong one is refused, the right one delivers", async () => {
    const app = await renderPage({
      path: '/delivery-dashboard',
      user: courier,
      real: 'all',
      seed: {
        products: [atta],
        orders: [orderOf('order_c', { status: 'accepted', deliveryPersonId: courier.uid, deliveryCodeRequired: true })],
        deliveryCodes: [{ orderId: 'order_c', userId: 'cust1', code: '0457' }],
      },
    });
    const mine = await screen.findByRole('region', { name: /My orders/ }, { timeout: 5000 });
    const card = await within(mine).findByRole('article', { name: 'Ramesh Kumar' });
    expect(within(card).getByText('Needs the delivery code')).toBeTruthy();
    const code = within(card).getByLabelText(/Delivery code from the customer/) as HTMLInputElement;
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.maxLength).toBe(4);

    await userEvent.click(within(card).getByRole('button', { name: 'Mark delivered' }));
    expect(await within(card).findByText('Enter the 4-digit delivery code from the customer.')).toBeTruthy();
    await userEvent.type(code, '12a34');
    expect(code.value).toBe('1234');
    await userEvent.click(within(card).getByRole('button', { name: 'Mark delivered' }));
    expect(await within(card).findByText('That delivery code is not right. Ask the customer to read it again.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(await allHistory(app.container)).toEqual([]);

    await userEvent.clear(code);
    await userEvent.type(code, '0457');
    await userEvent.click(within(card).getByRole('button', { name: 'Mark delivered' }));
    expect(await screen.findByText('Order marked as delivered.')).toBeTruthy();
    await waitFor(() => expect(within(mine).queryByRole('article')).toBeNull());
    expect((await allHistory(app.container))[0]).toMatchObject({ id: 'order_c', status: 'delivered' });
  });

  it("'I can't deliver this' hands my order back after confirming: it leaves my list and waits for anyone again", async () => {
    const { app, mine, card } = await openMine();
    await userEvent.click(within(card).getByRole('button', { name: "I can't deliver this" }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hand this order back?' });
    expect(
      within(dialog).getByText("It goes back to the new orders so another delivery person can take it. The customer's order stays open."),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, hand it back' }));

    expect(await screen.findByText('Order status updated to pending')).toBeTruthy();
    await waitFor(() => expect(within(mine).queryByRole('article')).toBeNull());
    const pending = screen.getByRole('region', { name: /New orders/ });
    expect(await within(pending).findByRole('article', { name: 'Ramesh Kumar' })).toBeTruthy();
    expect(await storedOrder(app.container, 'order_m')).toMatchObject({ status: 'pending', deliveryPersonId: null, handedBackAt: NOW });
    expect(await allHistory(app.container)).toEqual([]);
  });

  it('keeps my order when I do not confirm the hand-back', async () => {
    const { app, card } = await openMine();
    await userEvent.click(within(card).getByRole('button', { name: "I can't deliver this" }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hand this order back?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(card.isConnected).toBe(true);
    expect(await storedOrder(app.container, 'order_m')).toMatchObject({ status: 'accepted', deliveryPersonId: courier.uid });
  });

  it('says when my order is locked by wrong codes and that the store must unlock it', async () => {
    const { card } = await openMine({ deliveryCodeRequired: true, deliveryLocked: true });
    expect(within(card).getByText('Locked: too many wrong codes')).toBeTruthy();
    expect(within(card).getByText('The store must unlock it before it can be delivered.')).toBeTruthy();
  });

  it('offers the hand-back and shows the lock in Hindi', async () => {
    const { app, mine, card } = await openMine({ deliveryCodeRequired: true, deliveryLocked: true }, 'hi');
    expect(within(card).getByText('बंद: बहुत बार गलत कोड डाला गया')).toBeTruthy();
    expect(within(card).getByText('पहुँचाने से पहले दुकान को इसे खोलना होगा।')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'यह ऑर्डर मुझसे नहीं पहुँचेगा' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'यह ऑर्डर दुकान को वापस दें?' });
    expect(within(dialog).getByRole('button', { name: 'ऑर्डर रखें' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'हाँ, वापस दें' }));
    expect(await screen.findByText('ऑर्डर की स्थिति बदल दी गई, अब: नया')).toBeTruthy();
    await waitFor(() => expect(within(mine).queryByRole('article')).toBeNull());
    expect(await storedOrder(app.container, 'order_m')).toMatchObject({ status: 'pending', deliveryPersonId: null });
  });
});
