import type { KeptReads } from '../ports/KeptReads';

/**
 * A read whose last answer was kept: `onKept` gets the kept answer at once (when there is one and a
 * screen asked for it), then the read's fresh answer is kept for next time and returned. A failed
 * read keeps the old answer.
 */
export async function keptThenFresh<T>(kept: KeptReads, key: string, read: () => Promise<T>, onKept?: (value: T) => void): Promise<T> {
  if (onKept) {
    const value = kept.get(key);
    // Only answers in the shape this code knows come back (KeptReads.get): the ones put below.
    if (value !== undefined) onKept(value as T);
  }
  const fresh = await read();
  kept.put(key, fresh);
  return fresh;
}
