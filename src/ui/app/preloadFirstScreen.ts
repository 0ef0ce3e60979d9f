import { matchPath } from 'react-router-dom';
import type { SessionHint } from './routeAccess';
import { ROUTE_ALIASES, ROUTE_TABLE, type RouteEntry } from './routeTable';

/**
 * Starts downloading the first screen's code while the container and language start up, so the
 * first paint does not wait on a chain (entry -> container -> screen chunk). A guarded page also
 * preloads the login screen, where a signed-out visitor lands, unless the last session on this
 * device was signed in: asking for the login screen's files costs a signed-in shopper some 10 ms of
 * main thread at start-up (docs/BENCHMARK.md), for a page they are not going to see. Answers the
 * route opened.
 */
export function preloadFirstScreen(
  pathname: string,
  hint: SessionHint | null,
  table: readonly RouteEntry[] = ROUTE_TABLE,
): RouteEntry | undefined {
  const path = ROUTE_ALIASES[pathname] ?? pathname;
  const entry = table.find((route) => route.path !== '*' && matchPath({ path: route.path, end: true }, path)) ?? table[table.length - 1];
  if (!entry) return undefined;
  void entry.screen.preload();
  if (entry.kind !== 'public' && entry.kind !== 'guest' && hint?.status !== 'signedIn') {
    void table.find((route) => route.path === '/login')?.screen.preload();
  }
  return entry;
}
