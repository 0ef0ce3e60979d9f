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

/** Memoises a loader; a failed load (a chunk that did not arrive) is tried again on the next call. */
export function memoLoad<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((e: unknown) => {
      loading = null;
      throw e;
    });
    return loading;
  };
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
