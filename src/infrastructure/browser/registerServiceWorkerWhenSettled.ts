/** Nothing finished loading for this long, no picture still on its way and no loading state shown: the first screen is in. */
const QUIET_MS = 1000;
/**
 * A loading state on the page (the shell's, a route's spinner, a screen's grey blocks): each says
 * it is busy. In Firebase mode the sign-in check and the first reads can leave the network quiet for
 * a second while the page still shows one; the first screen is not in until it has gone.
 */
const BUSY = '[aria-busy="true"]';
/** A page that never goes quiet (a slow trickle of pictures) still becomes installable. */
const MAX_WAIT_MS = 20_000;

/**
 * Registers the service worker once the first screen has settled (whenFirstScreenSettled). The first
 * install downloads the whole precache (about 200 files, 500 kB gzip). Registered at the load event,
 * it shared the slow connection with the first screen's pictures and the phone's few cores with
 * its rendering: Lighthouse's blocking time on `/` was 3,500 ms with it and 450 ms without
 * (docs/BENCHMARK.md, 27 November, evening).
 */
export async function registerServiceWorkerWhenSettled(scriptUrl: string, firstScreen = whenFirstScreenSettled()): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  await firstScreen;
  await navigator.serviceWorker.register(scriptUrl, { scope: '/' });
}

/**
 * After the load event, once the page shows no loading state, no picture is still loading and no
 * request has finished for a second (or 20 s at most).
 */
export async function whenFirstScreenSettled(): Promise<void> {
  await loaded();
  await settled();
}

function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function settled(): Promise<void> {
  const started = performance.now();
  let lastFinished = started;
  // An old WebView without it waits for the pictures alone.
  const observer =
    typeof PerformanceObserver === 'function'
      ? new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lastFinished = Math.max(lastFinished, (entry as PerformanceResourceTiming).responseEnd);
        })
      : null;
  observer?.observe({ type: 'resource', buffered: true });
  return new Promise((resolve) => {
    const check = (): void => {
      const now = performance.now();
      if ((now - lastFinished >= QUIET_MS && !imagesLoading() && !document.querySelector(BUSY)) || now - started >= MAX_WAIT_MS) {
        observer?.disconnect();
        resolve();
      } else {
        setTimeout(check, Math.max(100, QUIET_MS - (now - lastFinished)));
      }
    };
    check();
  });
}

/** Pictures the page asked for and still waits on (a lazy one off screen has not been asked for). */
function imagesLoading(): boolean {
  return Array.from(document.querySelectorAll('img')).some((image) => !image.complete && image.loading !== 'lazy');
}
