import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '../app/SessionContext';
import { retryUntilLoaded } from '../shared/retryUntilLoaded';

// Loaded in the background: offline, it waits for the connection instead of failing the page.
const OrderAlertsLayer = lazy(retryUntilLoaded(() => import('./OrderAlertsLayer')));

/** After the first screen: the alerts' code never competes with it, and is not in the first load at all. */
function whenIdle(start: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(start, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(start, 1);
  return () => clearTimeout(timer);
}

/**
 * Where the order alerts live in the frame of every page: nothing until someone is signed in and
 * the first screen has had its turn, then the alerts layer, loaded on demand (its code and the
 * alerts' use cases are not part of the first screen's budget).
 */
export const AlertsHost = observer(function AlertsHost() {
  const signedIn = useSession().isSignedIn;
  const [ready, setReady] = useState(false);
  useEffect(() => (signedIn && !ready ? whenIdle(() => setReady(true)) : undefined), [signedIn, ready]);
  if (!signedIn || !ready) return null;
  return (
    <Suspense fallback={null}>
      <OrderAlertsLayer />
    </Suspense>
  );
});
