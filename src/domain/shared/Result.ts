/** Parameters a translated message needs, e.g. `{ n: 3, variant: '1kg' }`. */
export type ErrorParams = Record<string, string | number>;

/** An expected failure: a stable code the UI translates, never English text. */
export interface DomainError<C extends string = string> {
  readonly code: C;
  readonly params?: ErrorParams;
}

export type Result<T, C extends string = string> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: DomainError<C> };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });

export const err = <C extends string>(code: C, params?: ErrorParams): Result<never, C> =>
  params === undefined ? { ok: false, error: { code } } : { ok: false, error: { code, params } };
