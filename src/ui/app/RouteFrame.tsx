import { Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageSpinner } from '../shared/PageSpinner';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteFailure } from './RouteFailure';
import { RouteGate } from './RouteGate';
import type { RouteEntry } from './routeTable';

/**
 * Every route: an error boundary, the guard, and the lazily loaded screen. Retry forgets a
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
          <Screen />
        </Suspense>
      </RouteGate>
    </RouteErrorBoundary>
  );
}
