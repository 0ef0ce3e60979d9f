import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../support/renderPage';
import { DESKTOP } from '../../support/setWidth';
import { admin, allHistory, atta, attaStock, HOUR, NOW, orderOf } from '../deliveryDashboard/deliveryWorld';

afterEach(cleanup);

async function open() {
  const app = await renderPage({
    path: '/adminorders',
    user: admin,
    width: DESKTOP,
    real: 'all',
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
});
