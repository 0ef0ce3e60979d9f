import { observer } from 'mobx-react-lite';
import { useDeferredValue, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../shared/PageSpinner';
import { routeAccess, type RouteKind } from './routeAccess';
import { useSession } from './SessionContext';

/** Where the login page should return to: the page remembered by the guard, never the login page itself. */
const returnTarget = (state: unknown): string => {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/login') ? from : '/';
};

/**
 * Applies routeAccess to the current session: renders the route, a spinner, or a redirect. While
 * the session loads, the session hint may already draw the login page or a shopper's page; the
 * first report then decides, at once.
 */
export const RouteGate = observer(function RouteGate({ kind, children }: { kind: RouteKind; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const returnTo = returnTarget(location.state);
  const decision = routeAccess(kind, session.access, returnTo, session.hint);
  // When the session first resolves, a page that was waiting mounts in a transition, which React
  // renders in slices (a MobX change alone renders at once: 200-300 ms of one task under a 4x CPU
  // throttle). A page the hint drew stays as it is; a redirect, and every later change (sign-out,
  // another role), applies at once, so a page never shows to the wrong user.
  const settling = useDeferredValue(session.access);
  const drawnOnHint = routeAccess(kind, settling, returnTo, session.startHint).kind === 'allow';
  if (decision.kind === 'wait' || (decision.kind === 'allow' && settling.status === 'loading' && !drawnOnHint)) {
    return <PageSpinner />;
  }
  if (decision.kind === 'redirect') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={decision.to} replace state={decision.rememberFrom ? { from } : undefined} />;
  }
  return children;
});
