import { observer } from 'mobx-react-lite';
import { useReducer, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { AlertsHost } from '../alerts/AlertsHost';
import { useOnline } from '../app/useOnline';
import { OfflineScreen } from '../shared/fallback/OfflineScreen';
import { appLayoutClass } from './appLayoutStyles';
import { BottomBar, useBottomBarVisible } from './BottomBar';
import { TopBar } from './TopBar';

/**
 * The frame around every page: top bar, an optional notice (the lead's local-mode note), the
 * page, the bottom bar on phones, and the order alerts once someone is signed in. Offline, the page is hidden, not unmounted, behind the
 * offline screen, so nothing typed is lost when the connection comes back. The frame and its bars
 * are plain elements with static classes: every first screen draws them (docs/BENCHMARK.md, issue 40).
 */
export const AppLayout = observer(function AppLayout({ notice }: { notice?: ReactNode }) {
  const online = useOnline();
  // Retry Connection re-reads the Connectivity port; the page returns when it says online.
  const [, recheck] = useReducer((n: number) => n + 1, 0);
  const bottomBar = useBottomBarVisible();
  return (
    <div className={appLayoutClass.root}>
      <TopBar />
      {notice}
      <AlertsHost />
      <main className={appLayoutClass.main} data-bottom-bar={bottomBar ? '' : undefined}>
        {!online && <OfflineScreen onRetry={recheck} />}
        <div hidden={!online}>
          <Outlet />
        </div>
      </main>
      <BottomBar />
    </div>
  );
});
