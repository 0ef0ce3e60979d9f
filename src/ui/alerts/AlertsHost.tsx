import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '../app/SessionContext';
import { retryUntilLoaded } from '../shared/retryUntilLoaded';

// Loaded in the background: offline, it waits for the connection instead of failing the page.
const OrderAlertsLayer = lazy(retryUntilLoaded(() => import('./OrderAlertsLayer')));

/** A page whose pictures never finish (a slow trickle on patchy data) still gets its alerts. */
const MAX_WAIT_FOR_LOAD_MS = 10_000;

/**
 * After the first screen: once the page has loaded (its pictures in) and the browser is idle. The
 * alerts' code never competes with the first screen, and their listeners (which bring Firestore's
 * full SDK in Firebase mode) start after its pictures.
 */
function afterFirstScreen(start: () => void): () => void {
  let cancelIdle = (): void => undefined;
  let waited: ReturnType<typeof setTimeout> | undefined;
  const idle = (): void => {
    window.removeEventListener('load', idle);
    clearTimeout(waited);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(start, { timeout: 3000 });
      cancelIdle = () => cancelIdleCallback(id);
    } else {
      const timer = setTimeout(start, 1);
      cancelIdle = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle);
    waited = setTimeout(idle, MAX_WAIT_FOR_LOAD_MS);
  }
  return () => {
    window.removeEventListener('load', idle);
    clearTimeout(waited);
    cancelIdle();
  };
}

/**
 * Where the order alerts live in the frame of every page: nothing until someone is signed in and
 * the first screen has had its turn, then the alerts layer, loaded on demand (its code and the
 * alerts' use cases are not part of the first screen's budget).
 */
export const AlertsHost = observer(function AlertsHost() {
  const signedIn = useSession().isSignedIn;
  const [ready, setReady] = useState(false);
  useEffect(() => (signedIn && !ready ? afterFirstScreen(() => setReady(true)) : undefined), [signedIn, ready]);
  if (!signedIn || !ready) return null;
  return (
    <Suspense fallback={null}>
      <OrderAlertsLayer />
    </Suspense>
  );
});
