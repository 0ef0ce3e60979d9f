import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserType } from '../../../src/domain/user/UserProfile';
import { InMemoryUserRepository } from '../../../src/infrastructure/memory/InMemoryUserRepository';
import { ROUTE_TABLE } from '../../../src/ui/app/routeTable';
import { userFactory } from '../../factories/userFactory';
import { PASSWORD, renderPage, standIn } from '../support/renderPage';

afterEach(cleanup);

const noAddress = { addresses: [], deliveryAddress: null, addressCompleted: false };
const noProfile = { name: '', village: '', profileCompleted: false };

/** A concrete URL for each row of the route table. */
const URLS: Record<string, string> = {
  '/category/:category': '/category/Cattle_Feed',
  '/product/:group/:subgroup/:productId': '/product/feed/cattle/p1',
  '*': '/no-such-page',
};
const urlOf = (path: string) => URLS[path] ?? path;

/** The route (pattern) each row ends up on, for a complete profile of each role (signed out: login). */
function landing(kind: string, path: string, role: UserType | null): string {
  if (kind === 'public') return path;
  if (kind === 'guest') return role ? '/' : path;
  if (!role) return '/login';
  if ((kind === 'admin' || kind === 'delivery') && role !== kind) return '/';
  return path;
}

const heading = (routePath: string) => (routePath === '*' ? { name: 'Page Not Found' } : { name: standIn(routePath) });

describe('routes and guards with the memory adapters', () => {
  it('shows a labelled spinner, and no page, while auth is loading', async () => {
    await renderPage({ path: '/cart', user: userFactory.build(), waitForLoading: false });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(await screen.findByRole('heading', heading('/cart'))).toBeTruthy();
  });

  for (const role of [null, 'customer', 'delivery', 'admin'] as const) {
    it(`answers every row of the route table for ${role ?? 'a signed-out visitor'}`, async () => {
      const app = await renderPage({ path: '/about', user: role ? userFactory.build({ userType: role }) : undefined });
      await screen.findByRole('heading', heading('/about'));
      for (const entry of ROUTE_TABLE) {
        await app.navigate(urlOf(entry.path));
        const expected = landing(entry.kind, entry.path, role);
        expect(await screen.findByRole('heading', heading(expected)), `${entry.path} -> ${expected}`).toBeTruthy();
        expect(app.pathname()).toBe(expected === entry.path ? urlOf(entry.path) : expected);
      }
    });
  }

  it('brings a signed-out visitor back to the wanted page after sign-in', async () => {
    const user = userFactory.build();
    const app = await renderPage({ path: '/checkout' });
    await screen.findByRole('heading', heading('/login'));
    expect(app.pathname()).toBe('/login');
    expect(app.locationState()).toEqual({ from: '/checkout' });

    app.auth.addAccount(user.email, PASSWORD, { uid: user.uid });
    await app.container.get(InMemoryUserRepository).create(user);
    await act(async () => {
      await app.auth.signIn(user.email, PASSWORD);
    });
    expect(await screen.findByRole('heading', heading('/checkout'))).toBeTruthy();
    expect(app.pathname()).toBe('/checkout');
  });

  it('sends an incomplete profile to /complete-profile before checking the address', async () => {
    const app = await renderPage({ path: '/cart', user: userFactory.build({ ...noProfile, ...noAddress }) });
    await screen.findByRole('heading', heading('/complete-profile'));
    expect(app.pathname()).toBe('/complete-profile');
  });

  it('sends a missing address to /address-setup', async () => {
    const app = await renderPage({ path: '/', user: userFactory.build(noAddress) });
    await screen.findByRole('heading', heading('/address-setup'));
    expect(app.pathname()).toBe('/address-setup');
  });

  it('sends an address with neither map coordinates nor a PIN code to /address-setup', async () => {
    const built = userFactory.build();
    const unusable = { ...built, deliveryAddress: { ...built.deliveryAddress!, coordinates: null, pincode: '' } };
    const app = await renderPage({ path: '/cart', user: unusable });
    await screen.findByRole('heading', heading('/address-setup'));
    expect(app.pathname()).toBe('/address-setup');
  });

  it('lets an address typed by hand without map coordinates through by its PIN code (issue 18)', async () => {
    const built = userFactory.build();
    const typed = { ...built, deliveryAddress: { ...built.deliveryAddress!, coordinates: null } };
    const app = await renderPage({ path: '/cart', user: typed });
    await screen.findByRole('heading', heading('/cart'));
    expect(app.pathname()).toBe('/cart');
  });

  it('lets a missing address open login-only pages and /location', async () => {
    const app = await renderPage({ path: '/location', user: userFactory.build(noAddress) });
    await screen.findByRole('heading', heading('/location'));
    await app.navigate('/orders');
    await screen.findByRole('heading', heading('/orders'));
  });

  it('needs a complete profile for /location', async () => {
    const app = await renderPage({ path: '/location', user: userFactory.build(noProfile) });
    await screen.findByRole('heading', heading('/complete-profile'));
    expect(app.pathname()).toBe('/complete-profile');
  });

  it('sends a wrong role to /', async () => {
    const app = await renderPage({ path: '/admin/users', user: userFactory.build({ userType: 'delivery' }) });
    await screen.findByRole('heading', heading('/'));
    expect(app.pathname()).toBe('/');
  });

  it('leads /admin and /delivery to the dashboards', async () => {
    const admin = await renderPage({ path: '/admin', user: userFactory.build({ userType: 'admin' }) });
    await screen.findByRole('heading', heading('/admin-dashboard'));
    expect(admin.pathname()).toBe('/admin-dashboard');
    cleanup();
    const delivery = await renderPage({ path: '/delivery', user: userFactory.build({ userType: 'delivery' }) });
    await screen.findByRole('heading', heading('/delivery-dashboard'));
    expect(delivery.pathname()).toBe('/delivery-dashboard');
  });

  it('shows home on /home', async () => {
    await renderPage({ path: '/home', user: userFactory.build() });
    expect(await screen.findByRole('heading', heading('/home'))).toBeTruthy();
  });

  it('shows a friendly not-found page with a link home', async () => {
    await renderPage({ path: '/nothing/here' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it('waits for the session before deciding, so no page flashes', async () => {
    const seen: string[] = [];
    const app = await renderPage({ path: '/adminupload', user: userFactory.build({ userType: 'admin' }), waitForLoading: false });
    await waitFor(() => {
      seen.push(app.pathname());
      expect(screen.getByRole('heading', heading('/adminupload'))).toBeTruthy();
    });
    expect(new Set(seen)).toEqual(new Set(['/adminupload']));
  });
});
