import { describe, expect, it } from 'vitest';
import { BrowserConnectivity } from '../../../src/infrastructure/browser/BrowserConnectivity';
import { CryptoIdGenerator } from '../../../src/infrastructure/browser/CryptoIdGenerator';
import { SystemClock } from '../../../src/infrastructure/browser/SystemClock';

describe('browser adapters bound in local mode', () => {
  it('CryptoIdGenerator makes distinct 20-character alphanumeric ids', () => {
    const ids = new CryptoIdGenerator();
    const made = Array.from({ length: 500 }, () => ids.next());
    expect(made.every((id) => /^[A-Za-z0-9]{20}$/.test(id))).toBe(true);
    expect(new Set(made).size).toBe(500);
  });

  it('BrowserConnectivity follows the online and offline events until unsubscribed', () => {
    const connectivity = new BrowserConnectivity();
    const seen: boolean[] = [];
    const stop = connectivity.observe((online) => seen.push(online));

    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    stop();
    window.dispatchEvent(new Event('offline'));

    expect(seen).toEqual([false, true]);
    expect(connectivity.isOnline()).toBe(navigator.onLine);
  });

  it('SystemClock tells the time and sleeps', async () => {
    const clock = new SystemClock();
    const before = clock.now();
    await clock.sleep(20);
    expect(clock.now() - before).toBeGreaterThanOrEqual(15);
  });
});
