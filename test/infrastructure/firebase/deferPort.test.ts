import { describe, expect, it, vi } from 'vitest';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import { RETRY_PAUSE_MS } from '../../../src/infrastructure/browser/nextChance';
import { deferPort, earlyReads, memoLoad, readsSwitch } from '../../../src/infrastructure/firebase/deferPort';

interface Counter {
  read(): Promise<number>;
  observe(listener: (n: number) => void): () => void;
}

/** A real little adapter: a number and its listeners. */
class MemoryCounter implements Counter {
  value = 1;
  readonly listeners = new Set<(n: number) => void>();
  read() {
    return Promise.resolve(this.value);
  }
  observe(listener: (n: number) => void) {
    this.listeners.add(listener);
    listener(this.value);
    return () => this.listeners.delete(listener);
  }
}

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('deferPort', () => {
  it('tells who listens of each call, not of listeners', async () => {
    const names: string[] = [];
    const counter = new MemoryCounter();
    const port = deferPort<Counter>(
      async () => counter,
      { read: 'call', observe: 'observe' },
      (name) => names.push(name),
    );
    await port.read();
    port.observe(() => undefined)();
    expect(names).toEqual(['read']);
  });

  it('lets calls wait for the chunk and then go through', async () => {
    const chunk = deferred<Counter>();
    const port = deferPort(() => chunk.promise, { read: 'call', observe: 'observe' });
    const reading = port.read();
    const counter = new MemoryCounter();
    counter.value = 7;
    chunk.resolve(counter);
    await expect(reading).resolves.toBe(7);
  });

  it('subscribes a listener once the chunk is there, and a listener gone before that never subscribes', async () => {
    const chunk = deferred<Counter>();
    const counter = new MemoryCounter();
    const port = deferPort(() => chunk.promise, { read: 'call', observe: 'observe' });
    const seen: number[] = [];
    const stop = port.observe((n) => seen.push(n));
    const gone = port.observe(() => seen.push(-1));
    gone();
    chunk.resolve(counter);
    await chunk.promise;
    await Promise.resolve();
    expect(seen).toEqual([1]);
    expect(counter.listeners.size).toBe(1);
    stop();
    expect(counter.listeners.size).toBe(0);
  });

  it('subscribes the listeners waiting for the chunk one per pause, and one gone during its pause never subscribes', async () => {
    const chunk = deferred<Counter>();
    const counter = new MemoryCounter();
    const pauses: Array<() => void> = [];
    const pause = () => new Promise<void>((resolve) => pauses.push(resolve));
    const port = deferPort(() => chunk.promise, { read: 'call', observe: 'observe' }, undefined, pause);
    const seen: string[] = [];
    port.observe((n) => seen.push(`first ${n}`));
    const gone = port.observe(() => seen.push('gone'));
    port.observe((n) => seen.push(`third ${n}`));
    chunk.resolve(counter);
    await vi.waitFor(() => expect(pauses).toHaveLength(3));
    expect(counter.listeners.size).toBe(0);
    pauses[0]?.();
    await vi.waitFor(() => expect(seen).toEqual(['first 1']));
    gone();
    pauses[1]?.();
    pauses[2]?.();
    await vi.waitFor(() => expect(seen).toEqual(['first 1', 'third 1']));
    expect(counter.listeners.size).toBe(2);
  });

  it('reports a chunk that failed to load as a network fault, and loads again on the next call', async () => {
    const load = vi.fn<() => Promise<Counter>>().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'));
    load.mockResolvedValue(new MemoryCounter());
    const port = deferPort<Counter>(memoLoad(load), { read: 'call', observe: 'observe' });
    const failure = await port.read().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(DataFaultError);
    expect((failure as DataFaultError).kind).toBe('network');
    await expect(port.read()).resolves.toBe(1);
    await expect(port.read()).resolves.toBe(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  /** A counter whose chunk fails to load until `arrive()`. */
  const patchy = () => {
    const counter = new MemoryCounter();
    let arrived = false;
    const tries = { count: 0 };
    const load = memoLoad(async () => {
      tries.count += 1;
      if (!arrived) throw new TypeError('Failed to fetch dynamically imported module');
      return counter;
    });
    return { counter, tries, port: deferPort<Counter>(load, { read: 'call', observe: 'observe' }), arrive: () => void (arrived = true) };
  };

  it('asks again for a chunk a listener could not get, once the connection is back, and the listener then hears', async () => {
    const { counter, port, arrive } = patchy();
    const seen: number[] = [];
    const stop = port.observe((n) => seen.push(n));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
    arrive();
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(seen).toEqual([1]));
    counter.value = 2;
    counter.listeners.forEach((listener) => listener(2));
    expect(seen).toEqual([1, 2]);
    stop();
    expect(counter.listeners.size).toBe(0);
  });

  it('asks again after a pause when the phone stays online, and never for a listener gone by then', async () => {
    vi.useFakeTimers();
    try {
      const { counter, port, arrive } = patchy();
      const seen: number[] = [];
      port.observe((n) => seen.push(n));
      const gone = port.observe(() => seen.push(-1));
      await vi.advanceTimersByTimeAsync(1);
      gone();
      arrive();
      await vi.advanceTimersByTimeAsync(RETRY_PAUSE_MS - 10);
      expect(seen).toEqual([]);
      await vi.advanceTimersByTimeAsync(10);
      expect(seen).toEqual([1]);
      expect(counter.listeners.size).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not ask for the chunk again for a listener stopped while it waited', async () => {
    vi.useFakeTimers();
    try {
      const { port, tries } = patchy();
      const stop = port.observe(() => undefined);
      await vi.advanceTimersByTimeAsync(1);
      expect(tries.count).toBe(1);
      stop();
      await vi.advanceTimersByTimeAsync(RETRY_PAUSE_MS * 3);
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(1);
      expect(tries.count).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

interface Shelf {
  count(kind?: string): Promise<number>;
  add(n: number): Promise<void>;
}

/** A real little adapter: a count it can read and change. */
const shelf = (start: number): Shelf & { value: number } => ({
  value: start,
  count() {
    return Promise.resolve(this.value);
  },
  add(n: number) {
    this.value += n;
    return Promise.resolve();
  },
});

describe('earlyReads', () => {
  it('serves the listed reads from the light adapter until told to use the full one, then from the full one', async () => {
    const full = shelf(10);
    const light = shelf(7);
    let loaded = false;
    const port = earlyReads<Shelf, 'count'>(full, { fullReads: () => loaded, early: async () => light, reads: ['count'] });
    await expect(port.count()).resolves.toBe(7);
    loaded = true;
    await expect(port.count()).resolves.toBe(10);
  });

  it('never sends writes to the light adapter', async () => {
    const full = shelf(10);
    const light = shelf(7);
    const port = earlyReads<Shelf, 'count'>(full, { fullReads: () => false, early: async () => light, reads: ['count'] });
    await port.add(5);
    expect([full.value, light.value]).toEqual([15, 7]);
  });

  it('shares a light read asked for again before its answer came, and asks again once it has come', async () => {
    const answer = deferred<number>();
    const asked: string[] = [];
    const light = {
      count: (shelfName = 'rice') => {
        asked.push(shelfName);
        return asked.length === 1 ? answer.promise : Promise.resolve(3);
      },
    };
    const port = earlyReads<Shelf, 'count'>(shelf(10), { fullReads: () => false, early: async () => light, reads: ['count'] });
    const first = port.count('rice');
    const again = port.count('rice');
    const other = port.count('dal');
    answer.resolve(7);
    await expect(Promise.all([first, again, other])).resolves.toEqual([7, 7, 3]);
    expect(asked).toEqual(['rice', 'dal']);
    await expect(port.count('rice')).resolves.toBe(3);
    expect(asked).toEqual(['rice', 'dal', 'rice']);
  });

  it('falls back to the full adapter when the light one cannot load', async () => {
    const port = earlyReads<Shelf, 'count'>(shelf(10), {
      fullReads: () => false,
      early: () => Promise.reject(new Error('chunk failed')),
      reads: ['count'],
    });
    await expect(port.count()).resolves.toBe(10);
  });
});

/** The full adapter, whose listeners this test drives, and a light one whose reads answer `lightRead`'s. */
function liveAndLight(lightRead: () => Promise<number>) {
  const full = new MemoryCounter();
  const light = { read: lightRead };
  const start = deferred<void>();
  let fullReads = false;
  const port = earlyReads<Counter, 'read'>(full, {
    fullReads: () => fullReads,
    early: async () => light,
    reads: ['read'],
    listeners: { observe: 'read' },
    listenAfter: start.promise,
  });
  return { full, port, start, switchToFull: () => (fullReads = true) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('earlyReads listeners', () => {
  it('start with the light read, and subscribe to the full adapter only once told to; later values come from it', async () => {
    const { full, port, start } = liveAndLight(() => Promise.resolve(5));
    const seen: number[] = [];
    const stop = port.observe((n) => seen.push(n));
    await settle();
    expect(seen).toEqual([5]);
    expect(full.listeners.size).toBe(0);

    full.value = 6;
    start.resolve();
    await settle();
    expect(full.listeners.size).toBe(1);
    full.value = 7;
    full.listeners.forEach((listener) => listener(7));
    expect(seen).toEqual([5, 6, 7]);
    stop();
    expect(full.listeners.size).toBe(0);
  });

  it('do not tell the live first value again when it is what the light read told', async () => {
    const { full, port, start } = liveAndLight(() => Promise.resolve(1));
    const seen: number[] = [];
    port.observe((n) => seen.push(n));
    await settle();
    start.resolve();
    await settle();
    expect(full.listeners.size).toBe(1);
    full.listeners.forEach((listener) => listener(2));
    expect(seen).toEqual([1, 2]);
  });

  it('drop the light answer when a live value came first: it is older', async () => {
    const answer = deferred<number>();
    const { full, port, start } = liveAndLight(() => answer.promise);
    const seen: number[] = [];
    port.observe((n) => seen.push(n));
    full.value = 9;
    start.resolve();
    await settle();
    answer.resolve(4);
    await settle();
    expect(seen).toEqual([9]);
  });

  it('stopped before being told to subscribe, never subscribe and tell nothing more', async () => {
    const answer = deferred<number>();
    const { full, port, start } = liveAndLight(() => answer.promise);
    const seen: number[] = [];
    port.observe((n) => seen.push(n))();
    answer.resolve(4);
    start.resolve();
    await settle();
    expect(seen).toEqual([]);
    expect(full.listeners.size).toBe(0);
  });

  it('subscribe to the full adapter at once after the switch', async () => {
    const { full, port, switchToFull } = liveAndLight(() => Promise.resolve(5));
    switchToFull();
    const seen: number[] = [];
    port.observe((n) => seen.push(n));
    expect(seen).toEqual([1]);
    expect(full.listeners.size).toBe(1);
  });

  it('start with the light answer of their read already come, until told to subscribe; then read again', async () => {
    let asked = 0;
    const { full, port, start } = liveAndLight(() => Promise.resolve(++asked * 10));
    await expect(port.read()).resolves.toBe(10);
    const seen: number[] = [];
    port.observe((n) => seen.push(n));
    await settle();
    expect(seen).toEqual([10]);
    expect(asked).toBe(1);
    // A one-shot read still asks: only a listener, which its live values will correct, is told the kept answer.
    await expect(port.read()).resolves.toBe(20);

    start.resolve();
    await settle();
    const later: number[] = [];
    port.observe((n) => later.push(n));
    await settle();
    expect(asked).toBe(3);
    expect(later).toEqual([full.value]);
  });

  it('tell nothing of a light read that failed; the live listener reports once it runs', async () => {
    const { full, port, start } = liveAndLight(() => Promise.reject(new Error('offline')));
    const seen: number[] = [];
    port.observe((n) => seen.push(n));
    await settle();
    expect(seen).toEqual([]);
    start.resolve();
    await settle();
    expect(seen).toEqual([full.value]);
  });
});

describe('readsSwitch', () => {
  it('keeps the reads on the light adapter until a call that is not one of them goes through the full one', async () => {
    const full = shelf(10);
    const light = shelf(7);
    const { noteCall, fullReads, switched } = readsSwitch(['count']);
    const port = earlyReads<Shelf, 'count'>(
      deferPort<Shelf>(async () => full, { count: 'call', add: 'call' }, noteCall),
      {
        fullReads,
        early: async () => light,
        reads: ['count'],
      },
    );
    let told = false;
    void switched.then(() => (told = true));
    await expect(port.count()).resolves.toBe(7);
    await Promise.resolve();
    expect(told).toBe(false);
    await port.add(5);
    expect(fullReads()).toBe(true);
    await switched;
    await expect(port.count()).resolves.toBe(15);
  });
});

describe('memoLoad', () => {
  it('tells whether the value has arrived', async () => {
    const load = memoLoad(async () => 'adapter');
    expect(load.current()).toBeUndefined();
    await load();
    expect(load.current()).toBe('adapter');
  });
});
