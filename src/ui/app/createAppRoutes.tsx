import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../layout/AppLayout';
import { GenericErrorScreen } from '../shared/fallback/GenericErrorScreen';
import { RouteFrame } from './RouteFrame';
import { ROUTE_ALIASES, ROUTE_TABLE } from './routeTable';

/**
 * The router's routes: the layout around every row of the route table, plus the /admin and
 * /delivery aliases. `notice` is a slot under the top bar (the local-mode note).
 */
export function createAppRoutes(notice?: ReactNode): RouteObject[] {
  return [
    {
      element: <AppLayout notice={notice} />,
      // Only the layout itself can reach this: every page has its own boundary in RouteFrame.
      errorElement: <GenericErrorScreen />,
      children: [
        ...ROUTE_TABLE.map((entry) => ({ path: entry.path, element: <RouteFrame entry={entry} /> })),
        ...Object.entries(ROUTE_ALIASES).map(([path, to]) => ({ path, element: <Navigate to={to} replace /> })),
      ],
    },
  ];
}
