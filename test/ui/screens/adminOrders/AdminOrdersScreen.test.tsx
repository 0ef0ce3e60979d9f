import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../../src/ui/i18n/languages';
import { seedPeople } from '../../../support/seedPeople';
import { renderPage } from '../../support/renderPage';
import { DESKTOP } from '../../support/setWidth';
import {
  admin,
  allHistory,
  atta,
  attaStock,
  courier,
  HOUR,
  NOW,
  orderOf,
  otherCourier,
  storedOrder,
} from '../deliveryDashboard/deliveryWorld';

afterEach(cleanup);

async function open(language: Language = 'en') {
  const app = await renderPage({
    path: '/adminorders',
    user: admin,
    width: DESKTOP,
    real: 'all',
    language,
    // Sunil has Ramesh's order; Mahesh is free. Both can be chosen in 'Assign to…'.
    before: ({ container }) => seedPeople(container, [courier, otherCourier]),
    seed: {
      products: [atta],
      orders: [
        orderOf('order_1_sita', { userName: 'Sita Devi', createdAt: NOW - 2 * HOUR }),
        orderOf('order_2_ramesh', {
          status: 'accepted',
          deliveryPersonId: 'del1',
          deliveryPersonName: 'Sunil Yadav',
          createdAt: NOW - HOUR,
        }),
      ],
    },
  });
  await screen.findByRole('article', { name: 'Sita Devi' }, { timeout: 5000 });
  return app;
}

/** An accepted order whose delivery person typed too many wrong codes; the customer's code is 0457. */
async function openLocked() {
  const app = await renderPage({
    path: '/adminorders',
    user: admin,
    width: DESKTOP,
    real: 'all',
    seed: {
      products: [atta],
      orders: [
        orderOf('order_l', {
          status: 'accepted',
          deliveryPersonId: 'del1',
          deliveryPersonName: 'Sunil Yadav',
          deliveryCodeRequired: true,
          deliveryLocked: true,
        }),
      ],
      deliveryCodes: [{ orderId: 'order_l', userId: 'cust1', code: '0457', wrongTries: 5 }],
    },
  });
  const card = await screen.findByRole('article', { name: 'Ramesh Kumar' }, { timeout: 5000 });
  return { app, card };
}

describe('AdminOrdersScreen', () => {
  it('filters by status and searches', async () => {
    await open();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Accepted (1)' }));
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(['order-order_2_ramesh-title']);
    await userEvent.click(screen.getByRole('button', { name: 'All (2)' }));
    await userEvent.type(screen.getByLabelText('Search by customer or order number'), 'nobody');
    expect(await screen.findByText('No orders match this search.')).toBeTruthy();
  });

  it("shows each order's short number, never the full id, and finds the order by the number read out on the phone", async () => {
    await open();
    const sita = screen.getByRole('article', { name: 'Sita Devi' });
    expect(within(sita).getByText('Order #AJF-5PC')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Ramesh Kumar' })).getByText('Order #CXV-PFX')).toBeTruthy();
    expect(document.body.textContent).not.toContain('order_');
    await userEvent.type(screen.getByLabelText('Search by customer or order number'), 'ajf 5pc');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article', { name: 'Sita Devi' })).toBeTruthy();
  });

  it('shows and searches the number in Hindi too', async () => {
    const app = await open();
    await act(() => app.i18n.changeLanguage('hi'));
    expect(await within(screen.getByRole('article', { name: 'Ramesh Kumar' })).findByText('ऑर्डर #CXV-PFX')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('ग्राहक या ऑर्डर नंबर से खोजें'), 'CXV-PFX');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article', { name: 'Ramesh Kumar' })).toBeTruthy();
  });

  it('cancels after confirming, and the stock comes back', async () => {
    const app = await open();
    const card = screen.getByRole('article', { name: 'Sita Devi' });
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    expect(within(dialog).getByText("Sita Devi's order of ₹100 will be cancelled and its items put back in stock.")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByText('Order cancelled successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Sita Devi' })).toBeNull());
    expect(await attaStock(app.container)).toBe(12);
    expect((await allHistory(app.container))[0]?.cancellationNote).toBe('Cancelled by administrator');
  });

  it('shows details and marks an accepted order delivered', async () => {
    await open();
    const card = screen.getByRole('article', { name: 'Ramesh Kumar' });
    expect(within(card).queryByRole('button', { name: 'Mark delivered' })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Sita Devi' })).queryByRole('button', { name: 'Mark delivered' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Details' }));
    expect(within(card).getByText('Sunil Yadav')).toBeTruthy();
    expect(within(card).getByText('Cash on delivery')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Mark delivered' }));
    expect(await screen.findByText('Order marked as delivered.')).toBeTruthy();
  });

  it("marks a coded order delivered with the customer's code filled in for the admin", async () => {
    const app = await renderPage({
      path: '/adminorders',
      user: admin,
      width: DESKTOP,
      real: 'all',
      seed: {
        products: [atta],
        orders: [
          orderOf('order_c', {
            status: 'accepted',
            deliveryPersonId: 'del1',
            deliveryPersonName: 'Sunil Yadav',
            deliveryCodeRequired: true,
          }),
        ],
        deliveryCodes: [{ orderId: 'order_c', userId: 'cust1', code: '0457' }],
      },
    });
    const card = await screen.findByRole('article', { name: 'Ramesh Kumar' }, { timeout: 5000 });
    const code = within(card).getByLabelText(/Delivery code from the customer/) as HTMLInputElement;
    await waitFor(() => expect(code.value).toBe('0457'));
    await userEvent.click(within(card).getByRole('button', { name: 'Mark delivered' }));
    expect(await screen.findByText('Order marked as delivered.')).toBeTruthy();
    expect((await allHistory(app.container))[0]).toMatchObject({ id: 'order_c', status: 'delivered' });
  });

  it('hands an accepted order back to pending after confirming: nobody has it, and the details say when', async () => {
    const app = await open();
    const card = screen.getByRole('article', { name: 'Ramesh Kumar' });
    expect(within(screen.getByRole('article', { name: 'Sita Devi' })).queryByRole('button', { name: 'Hand back to pending' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Hand back to pending' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hand back to pending?' });
    expect(
      within(dialog).getByText(
        "Sunil Yadav will no longer have Ramesh Kumar's order. It goes back to the new orders for any delivery person to accept.",
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, hand back' }));

    expect(await screen.findByText('Order status updated to pending')).toBeTruthy();
    await waitFor(() => expect(within(card).queryByText('Accepted by Sunil Yadav')).toBeNull());
    expect(within(card).getByText('Pending')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Mark delivered' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Details' }));
    expect(within(card).getByText('Handed back at')).toBeTruthy();
    expect(within(card).queryByText('Delivery person')).toBeNull();
    expect(await storedOrder(app.container, 'order_2_ramesh')).toMatchObject({
      status: 'pending',
      deliveryPersonId: null,
      handedBackAt: NOW,
    });
  });

  it('keeps the order as it is when the hand-back is not confirmed', async () => {
    const app = await open();
    const card = screen.getByRole('article', { name: 'Ramesh Kumar' });
    await userEvent.click(within(card).getByRole('button', { name: 'Hand back to pending' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hand back to pending?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep as it is' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(card).getByText('Accepted by Sunil Yadav')).toBeTruthy();
    expect(await storedOrder(app.container, 'order_2_ramesh')).toMatchObject({ status: 'accepted', deliveryPersonId: 'del1' });
  });

  it('assigns a pending order to the delivery person chosen', async () => {
    const app = await open();
    const card = screen.getByRole('article', { name: 'Sita Devi' });
    await userEvent.click(within(card).getByRole('button', { name: 'Assign to…' }));
    const dialog = await screen.findByRole('dialog', { name: "Who should deliver Sita Devi's order?" });
    const people = await within(dialog).findByRole('radiogroup', { name: 'Delivery person' });
    expect(within(people).getAllByRole('radio')).toHaveLength(2);
    expect(within(people).getByRole('radio', { name: 'Sunil Yadav' })).toBeTruthy();
    await userEvent.click(within(people).getByRole('radio', { name: 'Mahesh' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign order' }));

    expect(await screen.findByText('Order status updated to accepted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(card).findByText('Accepted by Mahesh')).toBeTruthy();
    expect(await storedOrder(app.container, 'order_1_sita')).toMatchObject({
      status: 'accepted',
      deliveryPersonId: 'del2',
      deliveryPersonName: 'Mahesh',
    });
  });

  it('asks for a choice before assigning, and offers an accepted order only to the others', async () => {
    const app = await open();
    const card = screen.getByRole('article', { name: 'Ramesh Kumar' });
    await userEvent.click(within(card).getByRole('button', { name: 'Assign to…' }));
    const dialog = await screen.findByRole('dialog', { name: "Who should deliver Ramesh Kumar's order?" });
    expect(within(dialog).getByText('Sunil Yadav has it now.')).toBeTruthy();
    const people = await within(dialog).findByRole('radiogroup', { name: 'Delivery person' });
    expect(within(people).getAllByRole('radio')).toHaveLength(1);
    expect(within(people).getByRole('radio', { name: 'Mahesh' })).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign order' }));
    expect(await within(dialog).findByText('Please choose a delivery person.')).toBeTruthy();
    expect(await storedOrder(app.container, 'order_2_ramesh')).toMatchObject({ status: 'accepted', deliveryPersonId: 'del1' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep as it is' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card).getByText('Accepted by Sunil Yadav')).toBeTruthy();
  });

  it('says so when there is nobody else to give the order to', async () => {
    await renderPage({
      path: '/adminorders',
      user: admin,
      width: DESKTOP,
      real: 'all',
      before: ({ container }) => seedPeople(container, [courier]),
      seed: {
        products: [atta],
        orders: [orderOf('order_s', { status: 'accepted', deliveryPersonId: 'del1', deliveryPersonName: 'Sunil Yadav' })],
      },
    });
    const card = await screen.findByRole('article', { name: 'Ramesh Kumar' }, { timeout: 5000 });
    await userEvent.click(within(card).getByRole('button', { name: 'Assign to…' }));
    const dialog = await screen.findByRole('dialog', { name: "Who should deliver Ramesh Kumar's order?" });
    expect(
      await within(dialog).findByText('There is no other delivery person. Make someone a delivery person on the Users screen first.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect((within(dialog).getByRole('button', { name: 'Assign order' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows an order locked by wrong codes with what to do, and Unlock lets it be delivered again', async () => {
    const { app, card } = await openLocked();
    expect(within(card).getByText('Locked: too many wrong codes')).toBeTruthy();
    expect(within(card).getByText('Check with the customer, then unlock it so the code can be entered again.')).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Unlock delivery' }));
    expect(await screen.findByText('Delivery unlocked: the delivery person can enter the code again.')).toBeTruthy();
    await waitFor(() => expect(within(card).queryByText('Locked: too many wrong codes')).toBeNull());
    expect(within(card).queryByRole('button', { name: 'Unlock delivery' })).toBeNull();
    expect((await storedOrder(app.container, 'order_l'))?.deliveryLocked).toBeFalsy();

    const code = within(card).getByLabelText(/Delivery code from the customer/) as HTMLInputElement;
    await waitFor(() => expect(code.value).toBe('0457'));
    await userEvent.click(within(card).getByRole('button', { name: 'Mark delivered' }));
    expect(await screen.findByText('Order marked as delivered.')).toBeTruthy();
    expect((await allHistory(app.container))[0]).toMatchObject({ id: 'order_l', status: 'delivered' });
  });

  it('offers hand back and assign in Hindi, and hands back in Hindi', async () => {
    const app = await open('hi');
    const ramesh = screen.getByRole('article', { name: 'Ramesh Kumar' });
    const sita = screen.getByRole('article', { name: 'Sita Devi' });
    expect(within(sita).getByRole('button', { name: 'किसी को सौंपें…' })).toBeTruthy();
    expect(within(sita).queryByRole('button', { name: 'वापस नए ऑर्डर में भेजें' })).toBeNull();
    expect(within(ramesh).getByRole('button', { name: 'किसी को सौंपें…' })).toBeTruthy();

    await userEvent.click(within(ramesh).getByRole('button', { name: 'वापस नए ऑर्डर में भेजें' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'वापस नए ऑर्डर में भेजें?' });
    expect(within(dialog).getByRole('button', { name: 'जैसा है रहने दें' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'हाँ, वापस भेजें' }));
    expect(await screen.findByText('ऑर्डर की स्थिति बदल दी गई, अब: नया')).toBeTruthy();
    expect(await storedOrder(app.container, 'order_2_ramesh')).toMatchObject({ status: 'pending', deliveryPersonId: null });

    await userEvent.click(within(sita).getByRole('button', { name: 'किसी को सौंपें…' }));
    const assign = await screen.findByRole('dialog', { name: 'Sita Devi का ऑर्डर कौन पहुँचाएगा?' });
    await userEvent.click(within(assign).getByRole('button', { name: 'ऑर्डर सौंपें' }));
    expect(await within(assign).findByText('कृपया डिलीवरी वाला चुनें।')).toBeTruthy();
  });

  it('shows the lock and Unlock in Hindi', async () => {
    const { app, card } = await openLocked();
    await act(() => app.i18n.changeLanguage('hi'));
    expect(await within(card).findByText('बंद: बहुत बार गलत कोड डाला गया')).toBeTruthy();
    expect(within(card).getByText('ग्राहक से बात करके इसे खोलें, ताकि कोड फिर से डाला जा सके।')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'डिलीवरी खोलें' })).toBeTruthy();
  });
});
