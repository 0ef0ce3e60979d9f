import type { i18n } from 'i18next';
import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import type { SessionHints } from './sessionHints';

interface Props {
  container: Container;
  i18n: i18n;
  /** Shown under the top bar on every page (e.g. "your data stays in this browser" in local mode). */
  notice?: ReactNode;
  /** Where the session hint is kept between visits (routeAccess); the running shop passes the browser's. */
  sessionHints?: SessionHints;
}

/** The shop: providers around the browser router. */
export function App({ container, i18n, notice, sessionHints }: Props) {
  return (
    <AppProviders container={container} i18n={i18n} sessionHints={sessionHints}>
      <BrowserRouter>
        <AppRoutes notice={notice} />
      </BrowserRouter>
    </AppProviders>
  );
}
