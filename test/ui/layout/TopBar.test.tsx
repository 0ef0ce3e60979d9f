import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userFactory } from '../../factories/userFactory';
import { renderPage, standIn } from '../support/renderPage';
import { DESKTOP, PHONE, setWidth } from '../support/setWidth';

afterEach(cleanup);

const menuButton = () => screen.getByRole('button', { name: 'Open menu' });
const mainMenu = () => screen.getByRole('navigation', { name: 'Main menu' });
const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('TopBar', () => {
  it('shows the brand name and a 30x30 logo on home', async () => {
    await renderPage({ path: '/', user: userFactory.build() });
    await screen.findByRole('heading', { name: standIn('/') });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Gaon Kirana & Feed Store')).toBeTruthy();
    const logo = banner.querySelector('img')!;
    expect(logo.getAttribute('src')).toBe('/logo.svg');
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['30', '30']);
    expect(within(banner).queryByRole('button', { name: 'Go back' })).toBeNull();
  });

  it('shows a back button and the page title elsewhere, and goes one step back', async () => {
    const user = userEvent.setup();
    const app = await renderPage({ path: '/', user: userFactory.build() });
    await screen.findByRole('heading', { name: standIn('/') });
    await app.navigate('/cart');
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('My Cart')).toBeTruthy();
    await user.click(within(banner).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(app.pathname()).toBe('/'));
  });

  it('goes home from the back button on the first page of a visit', async () => {
    const user = userEvent.setup();
    const app = await renderPage({ path: '/cart', user: userFactory.build() });
    await screen.findByRole('heading', { name: standIn('/cart') });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(app.pathname()).toBe('/'));
  });

  it('titles a category page with its name, underscores as spaces', async () => {
    await renderPage({ path: '/category/Cattle_Feed', user: userFactory.build() });
    expect(await within(screen.getByRole('banner')).findByText('Cattle Feed')).toBeTruthy();
  });

  it('shows no title on a path without one', async () => {
    await renderPage({ path: '/orderhistory', user: userFactory.build() });
    await screen.findByRole('heading', { name: standIn('/orderhistory') });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Go back' })).toBeTruthy();
    expect(within(banner).queryByText('Order History')).toBeNull();
  });

  describe('menu on a phone', () => {
    it('is collapsed until opened, then lists the links with the cart count', async () => {
      const user = userEvent.setup();
      await renderPage({ path: '/about', user: userFactory.build(), cart: [2, 3], width: PHONE });
      await screen.findByRole('heading', { name: standIn('/about') });
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
      expect(menuButton().getAttribute('aria-expanded')).toBe('false');

      await user.click(menuButton());
      expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
      await waitFor(() => expect(linkNames(mainMenu())).toContain('Cart (5)'));
      expect(linkNames(mainMenu())).toEqual(['Home', 'Cart (5)', 'My Orders', 'Settings', 'About']);
      expect(within(mainMenu()).getByRole('button', { name: 'Logout' })).toBeTruthy();
    });

    it('closes when a link is chosen', async () => {
      const user = userEvent.setup();
      const app = await renderPage({ path: '/about', user: userFactory.build(), width: PHONE });
      await screen.findByRole('heading', { name: standIn('/about') });
      await user.click(menuButton());
      await user.click(within(mainMenu()).getByRole('link', { name: 'Settings' }));
      await waitFor(() => expect(app.pathname()).toBe('/settings'));
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
      expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    });

    it('adds Dashboard, Users, Upload Product and Manage Orders and Reports for admins', async () => {
      const user = userEvent.setup();
      await renderPage({ path: '/about', user: userFactory.build({ userType: 'admin' }) });
      await screen.findByRole('heading', { name: standIn('/about') });
      await user.click(menuButton());
      expect(linkNames(mainMenu())).toEqual([
        'Home',
        'Cart (0)',
        'My Orders',
        'Settings',
        'About',
        'Dashboard',
        'Users',
        'Upload Product',
        'Manage Orders',
        'Reports',
      ]);
      expect(within(mainMenu()).getByRole('link', { name: 'Manage Orders' }).getAttribute('href')).toBe('/adminorders');
    });

    it('adds the Delivery Dashboard for delivery people', async () => {
      const user = userEvent.setup();
      await renderPage({ path: '/about', user: userFactory.build({ userType: 'delivery' }) });
      await screen.findByRole('heading', { name: standIn('/about') });
      await user.click(menuButton());
      expect(linkNames(mainMenu())).toEqual(['Home', 'Cart (0)', 'My Orders', 'Settings', 'About', 'Delivery Dashboard']);
    });

    it('offers Login to a signed-out visitor', async () => {
      const user = userEvent.setup();
      await renderPage({ path: '/about' });
      await screen.findByRole('heading', { name: standIn('/about') });
      await user.click(menuButton());
      expect(within(mainMenu()).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
      expect(within(mainMenu()).queryByRole('button', { name: 'Logout' })).toBeNull();
    });
  });

  describe('menu on a desktop', () => {
    it('shows the links inline, without a menu button', async () => {
      await renderPage({ path: '/about', user: userFactory.build(), width: DESKTOP });
      await screen.findByRole('heading', { name: standIn('/about') });
      expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
      expect(linkNames(mainMenu())).toEqual(['Home', 'Cart (0)', 'My Orders', 'Settings', 'About']);
    });

    it('takes the owner to the Dashboard and Users at 1024 px, where the bottom bar is hidden', async () => {
      const user = userEvent.setup();
      const app = await renderPage({ path: '/about', user: userFactory.build({ userType: 'admin' }), width: 1024 });
      await screen.findByRole('heading', { name: standIn('/about') });
      expect(screen.queryByRole('navigation', { name: 'Quick links' })).toBeNull();
      await user.click(within(mainMenu()).getByRole('link', { name: 'Dashboard' }));
      await waitFor(() => expect(app.pathname()).toBe('/admin-dashboard'));
      await user.click(within(mainMenu()).getByRole('link', { name: 'Users' }));
      await waitFor(() => expect(app.pathname()).toBe('/admin/users'));
      expect(within(mainMenu()).getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
    });

    it('names the admin links in Hindi', async () => {
      const app = await renderPage({ path: '/about', user: userFactory.build({ userType: 'admin' }), width: 1024 });
      await screen.findByRole('heading', { name: standIn('/about') });
      await act(() => app.i18n.changeLanguage('hi'));
      const menu = screen.getByRole('navigation', { name: 'मुख्य मेन्यू' });
      expect(within(menu).getByRole('link', { name: 'डैशबोर्ड' }).getAttribute('href')).toBe('/admin-dashboard');
      expect(within(menu).getByRole('link', { name: 'ग्राहक व स्टाफ़' }).getAttribute('href')).toBe('/admin/users');
      expect(within(menu).getByRole('link', { name: 'सामान जोड़ें' }).getAttribute('href')).toBe('/adminupload');
      expect(within(menu).getByRole('link', { name: 'ऑर्डर संभालें' }).getAttribute('href')).toBe('/adminorders');
    });

    it('takes a delivery person to the Delivery Dashboard and their orders', async () => {
      await renderPage({ path: '/about', user: userFactory.build({ userType: 'delivery' }), width: 1024 });
      await screen.findByRole('heading', { name: standIn('/about') });
      expect(within(mainMenu()).getByRole('link', { name: 'Delivery Dashboard' }).getAttribute('href')).toBe('/delivery-dashboard');
      expect(within(mainMenu()).getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe('/orders');
    });

    it('turns the collapsed menu into inline links when the window reaches the large breakpoint', async () => {
      await renderPage({ path: '/about', user: userFactory.build(), width: PHONE });
      await screen.findByRole('heading', { name: standIn('/about') });
      expect(menuButton()).toBeTruthy();
      act(() => setWidth(DESKTOP));
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull());
      expect(linkNames(mainMenu())).toEqual(['Home', 'Cart (0)', 'My Orders', 'Settings', 'About']);
    });
  });

  describe('logout', () => {
    it('signs out and goes to /, which then asks for login', async () => {
      const user = userEvent.setup();
      const app = await renderPage({ path: '/about', user: userFactory.build(), width: DESKTOP });
      await screen.findByRole('heading', { name: standIn('/about') });
      await user.click(within(mainMenu()).getByRole('button', { name: 'Logout' }));
      await waitFor(() => expect(app.pathname()).toBe('/login'));
      expect(app.locationState()).toEqual({ from: '/' });
      expect(within(mainMenu()).getByRole('link', { name: 'Login' })).toBeTruthy();
    });

    it("shows 'Logout failed' and stays signed in when sign-out fails", async () => {
      const user = userEvent.setup();
      const app = await renderPage({ path: '/about', user: userFactory.build(), width: DESKTOP });
      await screen.findByRole('heading', { name: standIn('/about') });
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      app.auth.signOutFault = new Error('network down');
      await user.click(within(mainMenu()).getByRole('button', { name: 'Logout' }));
      expect(await screen.findByText('Logout failed')).toBeTruthy();
      expect(app.pathname()).toBe('/about');
      expect(within(mainMenu()).getByRole('button', { name: 'Logout' })).toBeTruthy();
    });
  });
});
