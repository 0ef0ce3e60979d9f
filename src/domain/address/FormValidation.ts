/**
 * The outcome of validating a form: the cleaned value, or one error code per failing field so
 * the form can show every message at once and clear each one as its field is edited.
 */
export type FormValidation<T, F extends string, C extends string> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: Readonly<Partial<Record<F, C>>> };
