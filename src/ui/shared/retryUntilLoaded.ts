import { nextChance, RETRY_PAUSE_MS } from '../../infrastructure/browser/nextChance';

/**
 * One shared download of code the page loads in the background (the order alerts, the toasts,
 * web-vitals): a failure is tried again when the connection returns, or after a pause, until it
 * arrives. The returned promise never rejects, so React.lazy (which remembers a failure forever)
 * and the error boundary around every page never see a download that went out while the phone was
 * offline and before the service worker had cached it.
 */
export function retryUntilLoaded<T>(load: () => Promise<T>, pauseMs = RETRY_PAUSE_MS): () => Promise<T> {
  let loading: Promise<T> | undefined;
  const attempt = (): Promise<T> => load().catch(() => nextChance(pauseMs).then(attempt));
  return () => (loading ??= attempt());
}
