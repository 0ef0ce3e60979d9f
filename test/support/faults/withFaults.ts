import type { FaultPlan } from './FaultPlan';

type AnyFunction = (...args: never[]) => unknown;

/** The methods of T that do not return a promise (Transaction writes, observe, now()...). */
export type SyncMethodOf<T> = {
  [K in keyof T]: T[K] extends AnyFunction ? (ReturnType<T[K]> extends PromiseLike<unknown> ? never : K) : never;
}[keyof T] &
  string;

export interface WithFaultsOptions<T> {
  /**
   * Methods that answer synchronously, so a fault is thrown rather than returned as a rejected
   * promise (the type only lets you list methods that really are synchronous).
   */
  synchronous?: readonly SyncMethodOf<T>[];
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/**
 * Wraps any port so that each method call first asks `plan` whether to fail. A fault 'before'
 * the call never reaches the port; a fault 'after' lets the port do the work and then loses the
 * answer. Faults reach the caller the way the port's own failures would: as a rejected promise,
 * or thrown for the methods listed as synchronous. Everything else passes through untouched, and
 * methods run on the real port (not the proxy), so private state keeps working.
 */
export function withFaults<T extends object>(port: T, plan: FaultPlan, options: WithFaultsOptions<T> = {}): T {
  const synchronous = new Set<string>(options.synchronous ?? []);
  return new Proxy(port, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      const method = value as (...args: unknown[]) => unknown;
      return (...args: unknown[]): unknown => {
        const fault = plan.take(property);
        if (!fault) return method.apply(target, args);
        if (fault.when === 'before') {
          if (synchronous.has(property)) throw fault.error;
          return Promise.reject(fault.error);
        }
        const result = method.apply(target, args);
        if (isThenable(result)) {
          return Promise.resolve(result).then(() => {
            throw fault.error;
          });
        }
        throw fault.error;
      };
    },
  });
}
