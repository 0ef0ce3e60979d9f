import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../layout/AppLayout';
import { GenericErrorScreen } from '../shared/fallback/GenericErrorScreen';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteFrame } from './RouteFrame';
import { ROUTE_ALIASES, ROUTE_TABLE, type RouteEntry } from './routeTable';

/**
 * The routes: the layout around every row of the route table, plus the /admin and /delivery
 * aliases. `notice` is a slot under the top bar (the local-mode note); `table` lets tests put
 * stand-in screens behind the real guards and layout. Rendered with useRoutes
 * under a <BrowserRouter>: the declarative router is about 16 kB gzip lighter than the data
 * router, and the shop has no loaders or actions to need it.
 */
export function createAppRoutes(notice?: ReactNode, table: readonly RouteEntry[] = ROUTE_TABLE): RouteObject[] {
  return [
    {
      element: (
        // Only the layout itself can reach this: every page has its own boundary in RouteFrame.
        <RouteErrorBoundary fallback={() => <GenericErrorScreen />}>
          <AppLayout notice={notice} />
        </RouteErrorBoundary>
      ),
      children: [
        ...table.map((entry) => ({ path: entry.path, element: <RouteFrame entry={entry} /> })),
        ...Object.entries(ROUTE_ALIASES).map(([path, to]) => ({ path, element: <Navigate to={to} replace /> })),
      ],
    },
  ];
}
