import type { KeptReads } from '../../application/ports/KeptReads';

const PREFIX = 'shop.kept.';
/** The kept keys, the most recently written last, so the oldest go first when there are too many. */
const ORDER_KEY = 'shop.kept.order';

/**
 * Runs `flush` once the device is idle (within a second), or when the page is hidden first (the
 * shopper leaves), so keeping the answers never lengthens the task that drew them and is not lost.
 */
const whenIdleOrHidden = (flush: () => void): void => {
  let done = false;
  const run = (): void => {
    if (done) return;
    done = true;
    document.removeEventListener('visibilitychange', onHidden);
    flush();
  };
  const onHidden = (): void => {
    if (document.visibilityState === 'hidden') run();
  };
  document.addEventListener('visibilitychange', onHidden);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1_000 });
  else setTimeout(run, 0);
};

/**
 * KeptReads in the browser's localStorage, one item per read: read in the same task that draws the
 * screen (a read of one item, not the whole store). Each item names the data shape it was written
 * in (vite.config.ts's catalogShape), and one of another shape counts as none, so a page never
 * draws data its code does not know. At most `limit` answers are kept (the product pages a shopper
 * opens would otherwise pile up to localStorage's few megabytes). Storage refused or full only
 * means nothing is kept.
 */
export class StorageKeptReads implements KeptReads {
  /** Answers put since the last flush, by key. */
  private readonly pending = new Map<string, unknown>();

  constructor(
    private readonly shape: string,
    private readonly storage: () => Storage = () => localStorage,
    private readonly limit = 40,
    private readonly schedule: (flush: () => void) => void = whenIdleOrHidden,
  ) {}

  get(key: string): unknown {
    // An answer not yet written is already the last one.
    if (this.pending.has(key)) return this.pending.get(key) ?? undefined;
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
    // The last answer of each read is the one written; the writes wait for one flush.
    const first = this.pending.size === 0;
    // Deleted first, so the answers are written (and ordered for the limit) as they came.
    this.pending.delete(key);
    this.pending.set(key, value);
    if (first) this.schedule(() => this.flush());
  }

  private flush(): void {
    const answers = [...this.pending];
    this.pending.clear();
    try {
      const storage = this.storage();
      for (const [key, value] of answers) this.write(storage, key, value);
    } catch {
      // Refused or full: the next visit waits for the network, as without a kept copy.
    }
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
