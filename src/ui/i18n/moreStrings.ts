import type { i18n } from 'i18next';
import { ChunkLoadError } from '../app/ChunkLoadError';

const loading = new WeakMap<i18n, Promise<void>>();
const loaded = new WeakSet<i18n>();

/** Whether the rest of English is in this instance already. */
export const hasMoreStrings = (instance: i18n): boolean => loaded.has(instance);

/**
 * Adds the rest of English (all but the first screen's sections, src/ui/i18n/firstScreenSections.ts)
 * to an i18next instance, once: one chunk, fetched the first time any caller asks. A failed download
 * rejects with a ChunkLoadError, as a screen's code does, and is forgotten, so the next call (the
 * route's Retry) asks again.
 */
export function loadMoreStrings(instance: i18n): Promise<void> {
  let pending = loading.get(instance);
  if (!pending) {
    pending = import('virtual:more-strings').then(
      ({ default: more }) => {
        instance.addResourceBundle('en', 'translation', more, true, false);
        loaded.add(instance);
      },
      (cause: unknown) => {
        loading.delete(instance);
        throw new ChunkLoadError('failed', { cause });
      },
    );
    loading.set(instance, pending);
  }
  return pending;
}
