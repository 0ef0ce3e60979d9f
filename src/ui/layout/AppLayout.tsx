import { Box, Flex } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useReducer, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { AlertsHost } from '../alerts/AlertsHost';
import { useOnline } from '../app/useOnline';
import { OfflineScreen } from '../shared/fallback/OfflineScreen';
import { BottomBar, useBottomBarVisible } from './BottomBar';
import { TopBar } from './TopBar';

/**
 * The frame around every page: top bar, an optional notice (the lead's local-mode note), the
 * page, the bottom bar on phones, and the order alerts once someone is signed in. Offline, the page is hidden, not unmounted, behind the
 * offline screen, so nothing typed is lost when the connection comes back.
 */
export const AppLayout = observer(function AppLayout({ notice }: { notice?: ReactNode }) {
  const online = useOnline();
  // Retry Connection re-reads the Connectivity port; the page returns when it says online.
  const [, recheck] = useReducer((n: number) => n + 1, 0);
  const bottomBar = useBottomBarVisible();
  return (
    <Flex direction="column" minH="100dvh">
      <TopBar />
      {notice}
      <AlertsHost />
      <Box as="main" flex="1" w="full" maxW="6xl" mx="auto" pb={bottomBar ? '20' : '6'}>
        {!online && <OfflineScreen onRetry={recheck} />}
        <Box hidden={!online}>
          <Outlet />
        </Box>
      </Box>
      <BottomBar />
    </Flex>
  );
});
