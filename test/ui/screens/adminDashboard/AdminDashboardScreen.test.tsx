import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { productFactory } from '../../../factories/productFactory';
import { renderPage } from '../../support/renderPage';
import { DESKTOP } from '../../support/setWidth';
import { admin, HOUR, NOW, orderOf } from '../deliveryDashboard/deliveryWorld';

afterEach(cleanup);

describe('AdminDashboardScreen', () => {
  it("shows today's figures, stock to refill with edit links, recent orders and quick links", async () => {
    await renderPage({
      path: '/admin-dashboard',
      user: admin,
      width: DESKTOP,
      real: 'all',
      seed: {
        products: [productFactory.build({ id: 'ghee', name: 'Desi Ghee', available: 0 })],
        orders: [orderOf('order_p1', { userName: 'Sita Devi', createdAt: NOW - HOUR })],
        history: [orderOf('order_d1', { status: 'delivered', createdAt: NOW - 2 * HOUR, deliveredAt: NOW - HOUR })],
      },
    });
    const today = await screen.findByRole('region', { name: 'Today' }, { timeout: 5000 });
    await waitFor(() => expect(within(today).getByText('₹100')).toBeTruthy());
    expect(within(today).getByText('Orders today').nextSibling?.textContent).toBe('2');
    const stock = screen.getByRole('region', { name: 'Stock' });
    await waitFor(() =>
      expect(within(stock).getByRole('link', { name: 'Desi Ghee' }).getAttribute('href')).toBe('/adminupload?edit=grocery%2Fflour%2Fghee'),
    );
    const recent = screen.getByRole('region', { name: 'Recent orders' });
    expect(within(recent).getByText('Sita Devi')).toBeTruthy();
    expect(within(recent).getByText('Order #N5G-J7K')).toBeTruthy();
    expect(recent.textContent).not.toContain('order_p1');
    const links = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/adminorders', '/adminupload', '/admin/users']);
  });
});
