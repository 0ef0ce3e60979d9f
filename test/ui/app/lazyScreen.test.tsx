import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../../../src/ui/app/ChunkLoadError';
import { CHUNK_LOAD_TIMEOUT_MS, lazyScreen, type LazyScreen } from '../../../src/ui/app/lazyScreen';
import { RouteErrorBoundary } from '../../../src/ui/app/RouteErrorBoundary';

const Loaded = () => <p>Screen loaded</p>;

/** Renders the lazy screen the way RouteFrame does; a failure shows its ChunkLoadError reason. */
const renderScreen = (lazy: LazyScreen) => {
  const Component = lazy.Component;
  return render(
    <RouteErrorBoundary fallback={(error) => <p>Failed: {error instanceof ChunkLoadError ? error.reason : 'other'}</p>}>
      <Suspense fallback={<p>Loading</p>}>
        <Component />
      </Suspense>
    </RouteErrorBoundary>,
  );
};

afterEach(cleanup);

describe('lazyScreen', () => {
  it('has a 120 s chunk-load timeout (SPEC section 9)', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('shares one download between preload and render', async () => {
    const load = vi.fn(async () => ({ default: Loaded }));
    const lazy = lazyScreen(load);
    await lazy.preload();
    renderScreen(lazy);
    expect(await screen.findByText('Screen loaded')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails with a timeout when the code never arrives', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(lazyScreen(() => new Promise(() => undefined), 30));
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Failed: timeout')).toBeTruthy();
  });

  it('downloads again after a failure and retry()', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const lazy = lazyScreen(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: Loaded };
    });
    const first = renderScreen(lazy);
    expect(await screen.findByText('Failed: failed')).toBeTruthy();
    first.unmount();

    lazy.retry();
    renderScreen(lazy);
    expect(await screen.findByText('Screen loaded')).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('never rejects from preload, so the render tries again after a failed preload', async () => {
    let attempts = 0;
    const lazy = lazyScreen(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { default: Loaded };
    });
    await expect(lazy.preload()).resolves.toBeUndefined();
    renderScreen(lazy);
    expect(await screen.findByText('Screen loaded')).toBeTruthy();
  });
});
