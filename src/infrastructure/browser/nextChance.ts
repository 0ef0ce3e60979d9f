/** How long to wait before trying a failed download again, unless the connection returns first. */
export const RETRY_PAUSE_MS = 30_000;

/**
 * Resolves when the browser says the connection is back, or after the pause, whichever comes first.
 * The pause matters on patchy mobile data: a download can fail while the phone stays 'online', and
 * then no 'online' event ever comes.
 */
export function nextChance(pauseMs = RETRY_PAUSE_MS): Promise<void> {
  return new Promise((resolve) => {
    const go = () => {
      clearTimeout(timer);
      globalThis.removeEventListener?.('online', go);
      resolve();
    };
    const timer = setTimeout(go, pauseMs);
    globalThis.addEventListener?.('online', go);
  });
}
