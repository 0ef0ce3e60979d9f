import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserConnectivity } from '../../../src/infrastructure/browser/BrowserConnectivity';
import { CryptoIdGenerator } from '../../../src/infrastructure/browser/CryptoIdGenerator';
import { CryptoRandom } from '../../../src/infrastructure/browser/CryptoRandom';
import { SystemClock } from '../../../src/infrastructure/browser/SystemClock';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('browser adapters bound in local mode', () => {
  it('CryptoRandom draws from Web Crypto, always in [0, 1), and spreads delivery codes', () => {
    const random = new CryptoRandom();
    const draws = Array.from({ length: 2000 }, () => random.next());
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
    // 2000 draws over ten buckets: each holds roughly 200, never a handful or most of them.
    const buckets = Array.from({ length: 10 }, (_, b) => draws.filter((x) => Math.floor(x * 10) === b).length);
    expect(Math.min(...buckets)).toBeGreaterThan(120);

    const fill = (value: number) =>
      vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
        (array as unknown as Uint32Array).fill(value);
        return array;
      });
    fill(0xffff_ffff);
    expect(random.next()).toBeLessThan(1);
    fill(0);
    expect(random.next()).toBe(0);
  });

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
