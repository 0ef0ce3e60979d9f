/** The record without its undefined fields, which Firestore refuses to store. */
export const withoutUndefined = <T extends object>(record: T): T =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as T;
