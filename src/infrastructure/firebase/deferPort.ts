import { DataFaultError } from '../../application/ports/DataFaultError';

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
 * subscribe once it is there, and unsubscribing before that cancels them.
 */
export function deferPort<T extends object>(load: () => Promise<T>, shape: PortShape<T>): T {
  const port: Record<string, AnyFunction> = {};
  for (const [name, kind] of Object.entries(shape) as Array<[string, 'call' | 'observe']>) {
    const method = (adapter: T) => (adapter as Record<string, AnyFunction>)[name] as (...args: unknown[]) => unknown;
    if (kind === 'call') {
      port[name] = async (...args: unknown[]) => {
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
        load().then(
          (adapter) => {
            if (!cancelled) unsubscribe = method(adapter).apply(adapter, args) as () => void;
          },
          (e: unknown) => console.error(`Listener ${name} could not start`, e),
        );
        return () => {
          cancelled = true;
          unsubscribe?.();
        };
      };
    }
  }
  return port as T;
}

/**
 * The port with some one-shot reads served by a lighter adapter (firebase/firestore/lite, 25 kB
 * against 132 kB gzip) until the full one has loaded: the first screen after sign-in needs the
 * profile and the catalogue, not listeners or transactions. Once the full adapter is there it
 * serves everything, so a read never misses a write made through it. If the light one fails to
 * load, the read waits for the full one instead.
 */
export function earlyReads<T extends object, K extends keyof T>(
  port: T,
  fullLoaded: () => boolean,
  early: () => Promise<Pick<T, K>>,
  methods: readonly K[],
): T {
  const call = (target: object, name: PropertyKey, args: unknown[]): Promise<unknown> =>
    (Reflect.get(target, name) as (...a: unknown[]) => Promise<unknown>).apply(target, args);
  const reads = new Set<PropertyKey>(methods);
  return new Proxy(port, {
    get(target, name) {
      if (reads.has(name)) {
        return (...args: unknown[]) =>
          fullLoaded()
            ? call(target, name, args)
            : early().then(
                (light) => call(light, name, args),
                () => call(target, name, args),
              );
      }
      const value: unknown = Reflect.get(target, name);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
