import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userFactory } from '../../factories/userFactory';
import { renderPage, standIn } from '../support/renderPage';
import { DESKTOP, PHONE } from '../support/setWidth';

afterEach(cleanup);

const bottomBar = () => screen.getByRole('navigation', { name: 'Quick links' });
const links = () =>
  within(bottomBar())
    .getAllByRole('link')
    .map((a) => [a.getAttribute('aria-label') ?? a.textContent, a.getAttribute('href')]);

describe('BottomBar', () => {
  it('gives customers Home, Cart with the live count, and My Orders', async () => {
    const app = await renderPage({ path: '/', user: userFactory.build({ uid: 'cust-1' }), cart: [2, 1], width: PHONE });
    await screen.findByRole('heading', { name: standIn('/') });
    await waitFor(() =>
      expect(links()).toEqual([
        ['Home', '/'],
        ['Cart (3)', '/cart'],
        ['My Orders', '/orders'],
      ]),
    );
    expect(within(bottomBar()).getByText('3')).toBeTruthy();

    // Live: the badge follows the cart as it changes.
    const { CartRepositoryToken } = await import('../../../src/application/ports/CartRepository');
    await app.container.get(CartRepositoryToken).updateQty('cust-1', 'line-0', 5);
    await waitFor(() => expect(within(bottomBar()).getByRole('link', { name: 'Cart (6)' })).toBeTruthy());
  });

  it('shows no badge for an empty cart', async () => {
    await renderPage({ path: '/', user: userFactory.build(), width: PHONE });
    await screen.findByRole('heading', { name: standIn('/') });
    const cart = within(bottomBar()).getByRole('link', { name: 'Cart (0)' });
    expect(cart.textContent).toBe('Cart');
  });

  it('gives delivery people Home, Deliveries and Orders', async () => {
    await renderPage({ path: '/delivery-dashboard', user: userFactory.build({ userType: 'delivery' }), width: PHONE });
    await screen.findByRole('heading', { name: standIn('/delivery-dashboard') });
    expect(links()).toEqual([
      ['Home', '/'],
      ['Deliveries', '/delivery-dashboard'],
      ['Orders', '/orders'],
    ]);
  });

  it('gives admins Home, Dashboard, Users and Upload', async () => {
    await renderPage({ path: '/', user: userFactory.build({ userType: 'admin' }), width: PHONE });
    await screen.findByRole('heading', { name: standIn('/') });
    expect(links()).toEqual([
      ['Home', '/'],
      ['Dashboard', '/admin-dashboard'],
      ['Users', '/admin/users'],
      ['Upload', '/adminupload'],
    ]);
  });

  it('highlights the active link', async () => {
    await renderPage({ path: '/orders', user: userFactory.build(), width: PHONE });
    await screen.findByRole('heading', { name: standIn('/orders') });
    const current = within(bottomBar())
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual(['My Orders']);
  });

  it('marks Home active on /home too', async () => {
    await renderPage({ path: '/home', user: userFactory.build(), width: PHONE });
    await screen.findByRole('heading', { name: standIn('/home') });
    expect(within(bottomBar()).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
  });

  it('is hidden on large screens', async () => {
    await renderPage({ path: '/', user: userFactory.build(), width: DESKTOP });
    await screen.findByRole('heading', { name: standIn('/') });
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).toBeNull();
  });

  it('is hidden when signed out', async () => {
    await renderPage({ path: '/about', width: PHONE });
    await screen.findByRole('heading', { name: standIn('/about') });
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).toBeNull();
  });
});
