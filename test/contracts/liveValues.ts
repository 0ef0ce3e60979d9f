/**
 * Records what a live listener receives, for contract suites: adapters may call back at once
 * (memory) or a little later (IndexedDB live queries, Firestore snapshots), so tests wait for
 * the value they expect instead of assuming when it arrives.
 */
export interface LiveValues<T> {
  readonly values: readonly T[];
  /** The first value (already received or still to come) that satisfies `match`. */
  until(match: (value: T) => boolean, timeoutMs?: number): Promise<T>;
  unsubscribe(): void;
}

export function liveValues<T>(subscribe: (listener: (value: T) => void) => () => void): LiveValues<T> {
  const values: T[] = [];
  const waiters = new Set<{ match: (value: T) => boolean; resolve: (value: T) => void }>();
  const unsubscribe = subscribe((value) => {
    values.push(value);
    for (const waiter of [...waiters]) {
      if (waiter.match(value)) {
        waiters.delete(waiter);
        waiter.resolve(value);
      }
    }
  });
  return {
    values,
    // 15 s: a value written in a Firestore transaction reaches listeners only through the emulator's
    // watch stream, which once took over 5 s on a 2-core CI machine building the shop beside it.
    // Only a failing test waits that long.
    until(match, timeoutMs = 15_000) {
      const seen = values.find(match);
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise<T>((resolve, reject) => {
        const waiter = {
          match,
          resolve: (value: T) => {
            clearTimeout(timer);
            resolve(value);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching live value within ${timeoutMs} ms; got ${JSON.stringify(values.at(-1))}`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    unsubscribe,
  };
}
