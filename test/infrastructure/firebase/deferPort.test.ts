import { describe, expect, it, vi } from 'vitest';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
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
});

interface Shelf {
  count(): Promise<number>;
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
    const port = earlyReads<Shelf, 'count'>(
      full,
      () => loaded,
      async () => light,
      ['count'],
    );
    await expect(port.count()).resolves.toBe(7);
    loaded = true;
    await expect(port.count()).resolves.toBe(10);
  });

  it('never sends writes to the light adapter', async () => {
    const full = shelf(10);
    const light = shelf(7);
    const port = earlyReads<Shelf, 'count'>(
      full,
      () => false,
      async () => light,
      ['count'],
    );
    await port.add(5);
    expect([full.value, light.value]).toEqual([15, 7]);
  });

  it('falls back to the full adapter when the light one cannot load', async () => {
    const port = earlyReads<Shelf, 'count'>(
      shelf(10),
      () => false,
      () => Promise.reject(new Error('chunk failed')),
      ['count'],
    );
    await expect(port.count()).resolves.toBe(10);
  });
});

describe('readsSwitch', () => {
  it('keeps the reads on the light adapter until a call that is not one of them goes through the full one', async () => {
    const full = shelf(10);
    const light = shelf(7);
    const { noteCall, fullReads } = readsSwitch(['count']);
    const port = earlyReads<Shelf, 'count'>(
      deferPort<Shelf>(async () => full, { count: 'call', add: 'call' }, noteCall),
      fullReads,
      async () => light,
      ['count'],
    );
    await expect(port.count()).resolves.toBe(7);
    await port.add(5);
    expect(fullReads()).toBe(true);
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
