import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { FIRST_SCREEN_ROUTES } from '../i18n/firstScreenSections';
import { hasMoreStrings, loadMoreStrings } from '../i18n/moreStrings';
import { PageSpinner } from '../shared/PageSpinner';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteFailure } from './RouteFailure';
import { RouteGate } from './RouteGate';
import type { RouteEntry } from './routeTable';

/**
 * The spinner until the rest of English is in (src/ui/i18n/moreStrings.ts); a failed download shows
 * the route's retry. The screen then mounts in a transition, as React advises for an update that may
 * suspend (its code may still be on its way): this spinner stays until the screen is ready. An urgent
 * update hid it behind the boundary's fallback and left the screen to a retry, the state a clean-clone
 * run once found /checkout in, 30 s after loading, with every file of the screen downloaded.
 */
function AllStrings({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => hasMoreStrings(i18n));
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (!ready) loadMoreStrings(i18n).then(() => startTransition(() => setReady(true)), setFailure);
  }, [i18n, ready]);
  if (failure) throw failure;
  return ready ? children : <PageSpinner />;
}

/**
 * Every route: an error boundary, the guard, and the lazily loaded screen, which waits for the rest of
 * English unless it is one of the first screens, whose words the entry carries. Retry forgets a
 * failed download and remounts the frame, so the screen's code is fetched again.
 */
export function RouteFrame({ entry }: { entry: RouteEntry }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    entry.screen.retry();
    setAttempt((n) => n + 1);
  };
  const Screen = entry.screen.Component;
  return (
    <RouteErrorBoundary key={`${pathname}#${attempt}`} fallback={(error) => <RouteFailure error={error} onRetry={retry} />}>
      <RouteGate kind={entry.kind}>
        <Suspense fallback={<PageSpinner />}>
          {FIRST_SCREEN_ROUTES.includes(entry.path) ? (
            <Screen />
          ) : (
            <AllStrings>
              <Screen />
            </AllStrings>
          )}
        </Suspense>
      </RouteGate>
    </RouteErrorBoundary>
  );
}
