import { matchPath } from 'react-router-dom';
import { ROUTE_ALIASES, ROUTE_TABLE } from './routeTable';

/**
 * Starts downloading the first screen's code while the container and language start up, so the
 * first paint does not wait on a chain (entry -> container -> screen chunk). A guarded page also
 * preloads the login screen, where a signed-out visitor lands.
 */
export function preloadFirstScreen(pathname: string): void {
  const path = ROUTE_ALIASES[pathname] ?? pathname;
  const entry =
    ROUTE_TABLE.find((route) => route.path !== '*' && matchPath({ path: route.path, end: true }, path)) ??
    ROUTE_TABLE[ROUTE_TABLE.length - 1];
  if (!entry) return;
  void entry.screen.preload();
  if (entry.kind !== 'public' && entry.kind !== 'guest') {
    void ROUTE_TABLE.find((route) => route.path === '/login')?.screen.preload();
  }
}
