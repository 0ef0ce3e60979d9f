import { useMemo, type ReactNode } from 'react';
import { useRoutes } from 'react-router-dom';
import { createAppRoutes } from './createAppRoutes';

/** The shop's routes, for use inside a router (<BrowserRouter> in the app, <MemoryRouter> in tests). */
export function AppRoutes({ notice }: { notice?: ReactNode }) {
  const routes = useMemo(() => createAppRoutes(notice), [notice]);
  return useRoutes(routes);
}
