import type { KeptReads } from '../../application/ports/KeptReads';

const PREFIX = 'shop.kept.';
/** The kept keys, the most recently written last, so the oldest go first when there are too many. */
const ORDER_KEY = 'shop.kept.order';

/** Runs `write` once the device is idle, so keeping an answer never lengthens the task that showed it. */
const whenIdle = (write: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(write, { timeout: 5_000 });
  else setTimeout(write, 0);
};

/**
 * KeptReads in the browser's localStorage, one item per read: read in the same task that draws the
 * screen (a read of one item, not the whole store). Each item names the data shape it was written
 * in (vite.config.ts's catalogShape), and one of another shape counts as none, so a page never
 * draws data its code does not know. At most `limit` answers are kept (the product pages a shopper opens would otherwise pile up
 * to localStorage's few megabytes). Storage refused or full only means nothing is kept.
 */
export class StorageKeptReads implements KeptReads {
  constructor(
    private readonly shape: string,
    private readonly storage: () => Storage = () => localStorage,
    private readonly limit = 40,
    private readonly schedule: (write: () => void) => void = whenIdle,
  ) {}

  get(key: string): unknown {
    try {
      const text = this.storage().getItem(PREFIX + key);
      if (!text) return undefined;
      const kept = JSON.parse(text) as { shape?: unknown; value?: unknown };
      return kept.shape === this.shape ? kept.value : undefined;
    } catch {
      return undefined;
    }
  }

  put(key: string, value: unknown): void {
    this.schedule(() => {
      try {
        this.write(this.storage(), key, value);
      } catch {
        // Refused or full: the next visit waits for the network, as without a kept copy.
      }
    });
  }

  private write(storage: Storage, key: string, value: unknown): void {
    let order = this.order(storage).filter((k) => k !== key);
    if (value === null || value === undefined) {
      storage.removeItem(PREFIX + key);
    } else {
      storage.setItem(PREFIX + key, JSON.stringify({ shape: this.shape, value }));
      order.push(key);
    }
    for (const old of order.slice(0, Math.max(0, order.length - this.limit))) storage.removeItem(PREFIX + old);
    order = order.slice(-this.limit);
    storage.setItem(ORDER_KEY, JSON.stringify(order));
  }

  private order(storage: Storage): string[] {
    try {
      const order: unknown = JSON.parse(storage.getItem(ORDER_KEY) ?? '[]');
      return Array.isArray(order) ? order.filter((k): k is string => typeof k === 'string') : [];
    } catch {
      return [];
    }
  }
}
