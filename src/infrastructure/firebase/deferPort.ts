import { DataFaultError } from '../../application/ports/DataFaultError';
import { sameValue } from '../../domain/shared/sameValue';
import { nextChance } from '../browser/nextChance';

type AnyFunction = (...args: never[]) => unknown;

/** How each method of a port behaves: 'call' returns a Promise, 'observe' returns an unsubscribe function. */
export type PortShape<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown>
    ? 'call'
    : T[K] extends (...args: never[]) => () => void
      ? 'observe'
      : never;
};

/** A memoised loader that can also tell, without waiting, whether its value has arrived. */
export interface Loader<T> {
  (): Promise<T>;
  /** The loaded value, or undefined while it is still on its way (or failed). */
  current(): T | undefined;
}

/** Memoises a loader; a failed load (a chunk that did not arrive) is tried again on the next call. */
export function memoLoad<T>(load: () => Promise<T>): Loader<T> {
  let loading: Promise<T> | null = null;
  let value: T | undefined;
  const get = () => {
    loading ??= load().then(
      (loaded) => (value = loaded),
      (e: unknown) => {
        loading = null;
        throw e;
      },
    );
    return loading;
  };
  return Object.assign(get, { current: () => value });
}

/**
 * A port whose adapter lives in a chunk loaded on demand (the Firestore SDK is 132 kB gzip; the
 * first screen must not wait for it). Calls wait for the chunk, then go through; listeners
 * subscribe once it is there, and unsubscribing before that cancels them. `onCall` hears the name
 * of every call made (not listeners) before it goes. `beforeListen` runs before each listener
 * subscribes: given a yield to the browser, the listeners waiting for the chunk subscribe one per
 * task instead of all in the task that evaluated it.
 */
export function deferPort<T extends object>(
  load: () => Promise<T>,
  shape: PortShape<T>,
  onCall?: (name: string) => void,
  beforeListen: () => Promise<void> = () => Promise.resolve(),
): T {
  const port: Record<string, AnyFunction> = {};
  for (const [name, kind] of Object.entries(shape) as Array<[string, 'call' | 'observe']>) {
    const method = (adapter: T) => (adapter as Record<string, AnyFunction>)[name] as (...args: unknown[]) => unknown;
    if (kind === 'call') {
      port[name] = async (...args: unknown[]) => {
        onCall?.(name);
        let adapter: T;
        try {
          adapter = await load();
        } catch (e) {
          throw new DataFaultError('network', `adapter chunk failed to load: ${String(e)}`);
        }
        return method(adapter).apply(adapter, args);
      };
    } else {
      port[name] = (...args: unknown[]) => {
        let unsubscribe: (() => void) | null = null;
        let cancelled = false;
        // A chunk that did not arrive is asked for again (once online, or after a pause): a live
        // list must not stay silent until the page is reloaded.
        const subscribe = (): void => {
          if (cancelled) return;
          load()
            .then(
              async (adapter) => {
                await beforeListen();
                if (!cancelled) unsubscribe = method(adapter).apply(adapter, args) as () => void;
              },
              () => {
                if (!cancelled) void nextChance().then(subscribe);
              },
            )
            .catch((e: unknown) => console.error(`Listener ${name} could not start`, e));
        };
        subscribe();
        return () => {
          cancelled = true;
          unsubscribe?.();
        };
      };
    }
  }
  return port as T;
}

/** What `earlyReads` serves from the light adapter, and until when. */
export interface EarlyReads<T, K extends keyof T> {
  /** True once the full adapter must serve the reads (readsSwitch). */
  fullReads: () => boolean;
  /** The light adapter; when it fails to load, the full one serves. */
  early: () => Promise<Pick<T, K>>;
  /** The one-shot reads the light adapter serves until `fullReads()`. */
  reads: readonly K[];
  /**
   * Listeners whose first value a read of the same arguments gives (listener name: read name): until
   * `listenAfter` resolves they get that read from the light adapter, and only then subscribe to
   * the full one, so the full SDK (its 132 kB and its listen channel) is not part of the first screen.
   */
  listeners?: Partial<Record<keyof T, K>>;
  listenAfter?: Promise<void>;
}

type Listen = (...args: unknown[]) => () => void;

/**
 * The port with some one-shot reads served by a lighter adapter (firebase/firestore/lite, 25 kB
 * against 132 kB gzip) until `fullReads()` says the full one must serve them: the first screen after
 * sign-in needs the profile, the cart and the catalogue, not listeners or transactions. The shop
 * switches once anything but these reads has gone through the full adapter
 * (src/infrastructure/firebase/bindFirebaseAdapters.ts), so a read never misses a write made through
 * it. If the light one fails to load, the read waits for the full one instead.
 */
export function earlyReads<T extends object, K extends keyof T>(port: T, options: EarlyReads<T, K>): T {
  const { fullReads, early, listeners = {}, listenAfter = Promise.resolve() } = options;
  const call = (target: object, name: PropertyKey, args: unknown[]): Promise<unknown> =>
    (Reflect.get(target, name) as (...a: unknown[]) => Promise<unknown>).apply(target, args);
  // A light read asked for again before its answer came shares that answer: the first screen's bottom
  // bar and shelves each follow the cart from the same moment, and each read would be a request on a
  // slow connection and a document read billed to the store.
  const inFlight = new Map<string, Promise<unknown>>();
  // Until the live listeners start, a listener's first value is the light answer of its read that has
  // already come, if one has: ObserveSession reads the profile, then follows it, and the follow's
  // first value would be the same request again. Nothing was written through this page before then
  // (readsSwitch), and the live listener tells what others changed meanwhile once it runs.
  const answered = new Map<string, unknown>();
  let live = false;
  void listenAfter.then(() => {
    live = true;
    answered.clear();
  });
  const readId = (name: PropertyKey, args: unknown[]): string => `${String(name)} ${JSON.stringify(args)}`;
  const lightRead = (name: PropertyKey, args: unknown[]): Promise<unknown> => {
    const id = readId(name, args);
    let answer = inFlight.get(id);
    if (!answer) {
      answer = early().then(
        (light) => call(light, name, args),
        () => call(port, name, args),
      );
      inFlight.set(id, answer);
      const forget = () => inFlight.delete(id);
      answer.then((value) => {
        forget();
        if (!live) answered.set(id, value);
      }, forget);
    }
    return answer;
  };
  const read = (name: PropertyKey, args: unknown[]): Promise<unknown> => (fullReads() ? call(port, name, args) : lightRead(name, args));
  const firstValue = (name: PropertyKey, args: unknown[]): Promise<unknown> => {
    const id = readId(name, args);
    return answered.has(id) ? Promise.resolve(answered.get(id)) : read(name, args);
  };
  const reads = new Set<PropertyKey>(options.reads);
  const firstReads = new Map(Object.entries(listeners) as Array<[PropertyKey, K]>);

  /** The light read at once, then the live listener; a live value first makes the light one too old to tell. */
  const listen =
    (name: PropertyKey, firstRead: K): Listen =>
    (...args) => {
      const listener = args[args.length - 1] as (value: unknown) => void;
      const key = args.slice(0, -1);
      const subscribe = Reflect.get(port, name) as Listen;
      if (fullReads()) return subscribe.apply(port, args);
      let stopped = false;
      let heard = false;
      let told: { value: unknown } | null = null;
      let stopLive: (() => void) | null = null;
      // A failed light read tells nothing: the live listener reports once it runs.
      firstValue(firstRead, key).then(
        (value) => {
          if (stopped || heard) return;
          told = { value };
          listener(value);
        },
        () => undefined,
      );
      void listenAfter.then(() => {
        if (stopped) return;
        stopLive = subscribe.apply(port, [
          ...key,
          (value: unknown) => {
            const first = !heard;
            heard = true;
            // The live listener's first value is usually what the light read told: not told twice (a redraw).
            if (first && told && sameValue(told.value, value)) return;
            listener(value);
          },
        ]);
      });
      return () => {
        stopped = true;
        stopLive?.();
      };
    };

  return new Proxy(port, {
    get(target, name) {
      if (reads.has(name)) return (...args: unknown[]) => read(name, args);
      const firstRead = firstReads.get(name);
      if (firstRead !== undefined) return listen(name, firstRead);
      const value: unknown = Reflect.get(target, name);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * When the full adapter must serve the reads `earlyReads` sends to the light one: from the first call
 * through the full one (`noteCall`, deferPort's onCall) that is not one of those reads, such as a
 * write. Until then every read of the light one sees all that was written, since nothing was.
 * `switched` resolves at that moment (listeners waiting for the first screen start then too).
 */
export function readsSwitch(early: Iterable<string>): {
  noteCall: (name: string) => void;
  fullReads: () => boolean;
  switched: Promise<void>;
} {
  const reads = new Set(early);
  let full = false;
  let resolve!: () => void;
  const switched = new Promise<void>((done) => (resolve = done));
  return {
    noteCall: (name) => {
      if (reads.has(name) || full) return;
      full = true;
      resolve();
    },
    fullReads: () => full,
    switched,
  };
}
