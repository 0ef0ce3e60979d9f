import { describe, expect, it } from 'vitest';
import { bottomLinks, isActiveLink, menuLinks } from '../../../src/ui/layout/navLinks';

const paths = (links: { to: string }[]) => links.map((l) => l.to);

describe('menuLinks', () => {
  const everyone = ['/', '/cart', '/orders', '/settings', '/about'];

  it('gives customers and visitors the common links', () => {
    expect(paths(menuLinks('customer'))).toEqual(everyone);
    expect(paths(menuLinks(null))).toEqual(everyone);
  });

  it('adds the Dashboard, Users, Upload Product and the finish-delivery link (and Reports) for admins', () => {
    expect(paths(menuLinks('admin'))).toEqual([
      ...everyone,
      '/admin-dashboard',
      '/admin/users',
      '/adminupload',
      '/adminorders',
      '/admin/reports',
    ]);
  });

  it('adds the Delivery Dashboard for delivery people', () => {
    expect(paths(menuLinks('delivery'))).toEqual([...everyone, '/delivery-dashboard']);
  });
});

describe('menuLinks and bottomLinks together', () => {
  // The bottom bar is hidden from the large breakpoint: the menu must reach its screens there.
  it.each(['customer', 'delivery', 'admin'] as const)('the menu reaches every bottom-bar screen of a %s', (role) => {
    expect(paths(menuLinks(role))).toEqual(expect.arrayContaining(paths(bottomLinks(role))));
  });
});

describe('bottomLinks', () => {
  it('follows SPEC section 2 per role', () => {
    expect(paths(bottomLinks('customer'))).toEqual(['/', '/cart', '/orders']);
    expect(paths(bottomLinks('delivery'))).toEqual(['/', '/delivery-dashboard', '/orders']);
    expect(paths(bottomLinks('admin'))).toEqual(['/', '/admin-dashboard', '/admin/users', '/adminupload']);
  });
});

describe('isActiveLink', () => {
  it('treats /home as home and matches nested paths', () => {
    expect(isActiveLink('/', '/home')).toBe(true);
    expect(isActiveLink('/', '/cart')).toBe(false);
    expect(isActiveLink('/cart', '/cart')).toBe(true);
    expect(isActiveLink('/orders', '/orderhistory')).toBe(false);
  });
});
