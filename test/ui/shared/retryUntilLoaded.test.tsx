import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../../../src/ui/app/RouteErrorBoundary';
import { RETRY_PAUSE_MS } from '../../../src/infrastructure/browser/nextChance';
import { retryUntilLoaded } from '../../../src/ui/shared/retryUntilLoaded';

const Layer = () => <p>Alerts layer</p>;
const offlineFailure = () => new TypeError('Failed to fetch dynamically imported module');

/** A download that fails while `online()` is false, as a chunk does before the service worker has it. */
function chunk(online: () => boolean) {
  const attempts = { count: 0 };
  const load = async () => {
    attempts.count += 1;
    if (!online()) throw offlineFailure();
    return { default: Layer };
  };
  return { attempts, load };
}

const connectionReturns = () => window.dispatchEvent(new Event('online'));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('retryUntilLoaded', () => {
  it('a download that failed offline is made again when the connection returns, once for every caller', async () => {
    let online = false;
    const { attempts, load } = chunk(() => online);
    const get = retryUntilLoaded(load);
    const first = get();
    expect(get()).toBe(first);
    await vi.waitFor(() => expect(attempts.count).toBe(1));

    online = true;
    connectionReturns();
    await expect(first).resolves.toEqual({ default: Layer });
    expect(attempts.count).toBe(2);
  });

  it('online but failing (a server hiccup), it tries again after the pause', async () => {
    vi.useFakeTimers();
    let failures = 1;
    const load = vi.fn(async () => {
      if (failures-- > 0) throw offlineFailure();
      return 'loaded';
    });
    const loaded = retryUntilLoaded(load)();
    await vi.advanceTimersByTimeAsync(RETRY_PAUSE_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(loaded).resolves.toBe('loaded');
  });

  it('behind React.lazy, the page around it never fails: the part appears once the connection returns', async () => {
    let online = false;
    const Lazy = lazy(retryUntilLoaded(chunk(() => online).load));
    render(
      <RouteErrorBoundary fallback={() => <p>Something went wrong</p>}>
        <p>The page</p>
        <Suspense fallback={null}>
          <Lazy />
        </Suspense>
      </RouteErrorBoundary>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('The page')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();

    online = true;
    act(connectionReturns);
    expect(await screen.findByText('Alerts layer')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });
});
