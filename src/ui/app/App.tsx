import type { i18n } from 'i18next';
import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';

interface Props {
  container: Container;
  i18n: i18n;
  /** Shown under the top bar on every page (e.g. "your data stays in this browser" in local mode). */
  notice?: ReactNode;
}

/** The shop: providers around the browser router. */
export function App({ container, i18n, notice }: Props) {
  return (
    <AppProviders container={container} i18n={i18n}>
      <BrowserRouter>
        <AppRoutes notice={notice} />
      </BrowserRouter>
    </AppProviders>
  );
}
