import type { i18n } from 'i18next';
import { startTransition } from 'react';
import { ChunkLoadError } from '../app/ChunkLoadError';

const loading = new WeakMap<i18n, Promise<void>>();
const loaded = new WeakSet<i18n>();
const missed = new WeakSet<i18n>();

/** Told by createI18n of each lookup of a key the instance lacks: the rest of English, when it comes, redraws then. */
export const noteMissingKey = (instance: i18n): void => void missed.add(instance);

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
        // Nothing drawn so far lacked a word (the first screens' words are all in the entry's part):
        // adding the rest quietly redraws nothing. Were something missing, the words' 'added' event
        // redraws what reads them (react-i18next's bindI18nStore), as a transition, in slices.
        const silent = !missed.has(instance);
        startTransition(() => {
          instance.addResourceBundle('en', 'translation', more, true, false, { silent, skipCopy: false });
        });
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
