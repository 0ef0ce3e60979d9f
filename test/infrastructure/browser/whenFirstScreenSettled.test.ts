import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenFirstScreenSettled } from '../../../src/infrastructure/browser/registerServiceWorkerWhenSettled';

/** Whether `promise` has resolved once the timers have run `ms` further. */
async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(ms);
  return done;
}

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '';
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('whenFirstScreenSettled', () => {
  it('waits while the page shows a loading state, though the network has been quiet for seconds', async () => {
    document.body.innerHTML = '<main role="status" aria-busy="true" aria-label="Loading…"></main>';
    const settled = whenFirstScreenSettled();
    expect(await settledAfter(settled, 5000)).toBe(false);
    document.body.innerHTML = '<main><h1>Animal feed</h1></main>';
    expect(await settledAfter(settled, 1100)).toBe(true);
  });

  it('is in a second after the load event when nothing is loading', async () => {
    document.body.innerHTML = '<main><h1>Animal feed</h1></main>';
    const settled = whenFirstScreenSettled();
    expect(await settledAfter(settled, 500)).toBe(false);
    expect(await settledAfter(settled, 600)).toBe(true);
  });

  it('gives up waiting after 20 seconds: a page stuck loading still gets its service worker', async () => {
    document.body.innerHTML = '<div aria-busy="true"></div>';
    const settled = whenFirstScreenSettled();
    expect(await settledAfter(settled, 19_000)).toBe(false);
    expect(await settledAfter(settled, 1_200)).toBe(true);
  });
});
