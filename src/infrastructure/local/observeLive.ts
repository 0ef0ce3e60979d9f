import { liveQuery } from 'dexie';

/**
 * Feeds a listener from a Dexie live query: it fires with the current value, then after every
 * committed write that touches what the query read, in this tab or (via BroadcastChannel) another.
 */
export function observeLive<T>(
  query: () => Promise<T>,
  listener: (value: T) => void,
  onError: (e: unknown) => void = (e) => console.error('Local live query failed', e),
): () => void {
  const subscription = liveQuery(query).subscribe({
    next: listener,
    error: (e: unknown) => {
      // A closed database is the normal end of a listener whose owner shut the store down.
      if (typeof e === 'object' && e !== null && 'name' in e && e.name === 'DatabaseClosedError') return;
      onError(e);
    },
  });
  return () => subscription.unsubscribe();
}
