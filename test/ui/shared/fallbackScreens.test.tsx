import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import { createAppRoutes } from '../../../src/ui/app/createAppRoutes';
import { lazyScreen } from '../../../src/ui/app/lazyScreen';
import { RouteFrame } from '../../../src/ui/app/RouteFrame';
import type { RouteEntry } from '../../../src/ui/app/routeTable';
import { renderPage, standIn } from '../support/renderPage';

afterEach(cleanup);

/** The app's layout with one extra public route, to make a screen fail on purpose. */
const routesWith = (entry: RouteEntry): RouteObject[] => {
  const layout = createAppRoutes()[0]!;
  const children = [{ path: entry.path, element: <RouteFrame entry={entry} /> }, ...(layout.children ?? [])];
  return [{ element: layout.element, children }];
};

const Working = () => <h1>Working screen</h1>;

describe('offline screen', () => {
  it("replaces the page with 'You're Offline' while the browser is offline", async () => {
    const user = userEvent.setup();
    const app = await renderPage({ path: '/about' });
    await screen.findByRole('heading', { name: standIn('/about') });

    act(() => app.connectivity.setOnline(false));
    expect(screen.getByRole('heading', { name: "You're Offline" })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: standIn('/about') })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Retry Connection' }));
    expect(screen.getByRole('heading', { name: "You're Offline" })).toBeTruthy();

    act(() => app.connectivity.setOnline(true));
    expect(screen.getByRole('heading', { name: standIn('/about') })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: "You're Offline" })).toBeNull();
  });

  it('shows for a network error that reaches the route boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Failing = () => {
      throw new DataFaultError('network');
    };
    await renderPage({
      path: '/broken',
      routes: routesWith({ path: '/broken', kind: 'public', screen: lazyScreen(async () => ({ default: Failing })) }),
    });
    expect(await screen.findByRole('heading', { name: "You're Offline" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry Connection' })).toBeTruthy();
  });
});

describe('connection error screen', () => {
  it('offers Retry, which downloads the screen again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    let attempts = 0;
    const screenCode = lazyScreen(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: Working };
    });
    await renderPage({ path: '/flaky', routes: routesWith({ path: '/flaky', kind: 'public', screen: screenCode }) });
    expect(await screen.findByRole('heading', { name: 'Could not load this page' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Working screen' })).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('offers Go Home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const failing = lazyScreen(() => Promise.reject(new Error('404')));
    const app = await renderPage({ path: '/gone', routes: routesWith({ path: '/gone', kind: 'public', screen: failing }) });
    await screen.findByRole('heading', { name: 'Could not load this page' });
    await user.click(screen.getByRole('button', { name: 'Go Home' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
  });
});

describe('error boundary', () => {
  it("shows 'Something went wrong' with Refresh Page for a render error, and recovers on another page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new TypeError("Cannot read properties of undefined (reading 'price')");
    };
    const app = await renderPage({
      path: '/broken',
      routes: routesWith({ path: '/broken', kind: 'public', screen: lazyScreen(async () => ({ default: Broken })) }),
    });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
    // The top bar still works around the failed page.
    expect(screen.getByRole('banner')).toBeTruthy();

    await app.navigate('/about');
    expect(await within(screen.getByRole('banner')).findByText('About')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});
