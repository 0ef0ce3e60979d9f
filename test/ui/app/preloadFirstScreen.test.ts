import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import type { LazyScreen } from '../../../src/ui/app/lazyScreen';
import { preloadFirstScreen } from '../../../src/ui/app/preloadFirstScreen';
import type { SessionHint } from '../../../src/ui/app/routeAccess';
import { ROUTE_TABLE } from '../../../src/ui/app/routeTable';

const shopper: SessionHint = { status: 'signedIn', role: 'customer', profileComplete: true, addressValid: true };

/** The real route table, each screen replaced by one that notes its download instead of fetching a chunk. */
function recordingTable() {
  const asked: string[] = [];
  const table = ROUTE_TABLE.map((route) => {
    const screen: LazyScreen = {
      preload: async () => void asked.push(route.path),
      Component: lazy(async () => ({ default: () => null })),
      retry: () => undefined,
    };
    return { ...route, screen };
  });
  return { table, asked };
}

function preloadsFor(pathname: string, hint: SessionHint | null): string[] {
  const { table, asked } = recordingTable();
  preloadFirstScreen(pathname, hint, table);
  return asked;
}

describe('preloadFirstScreen: the first screen’s code on its way before the app asks for it', () => {
  it('asks for the screen of the path opened, matching a route with parameters and an alias', () => {
    expect(preloadsFor('/product/grocery/atta/p1', shopper)).toEqual(['/product/:group/:subgroup/:productId']);
    expect(preloadsFor('/admin', { status: 'signedIn', role: 'admin', profileComplete: true, addressValid: true })).toEqual([
      '/admin-dashboard',
    ]);
    expect(preloadsFor('/no/such/page', null)).toEqual(['*']);
  });

  it('asks for the login screen too on a guarded page when the last session was signed out or is not known', () => {
    expect(preloadsFor('/', { status: 'signedOut' })).toEqual(['/', '/login']);
    expect(preloadsFor('/cart', null)).toEqual(['/cart', '/login']);
  });

  it('leaves the login screen out for someone last signed in, and on pages anyone may open', () => {
    expect(preloadsFor('/', shopper)).toEqual(['/']);
    expect(preloadsFor('/about', null)).toEqual(['/about']);
    expect(preloadsFor('/login', null)).toEqual(['/login']);
  });
});
