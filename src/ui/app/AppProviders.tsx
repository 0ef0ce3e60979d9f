import { ChakraProvider } from '@chakra-ui/react';
import type { i18n } from 'i18next';
import type { Container } from 'inversify';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { NotifyProvider } from '../shared/NotifyContext';
import { getSystem } from '../theme/system';
import { withStaticGlobalCss } from '../theme/withStaticGlobalCss';
import { ContainerProvider } from './ContainerContext';
import { createSessionStore } from './createSessionStore';
import { SessionProvider } from './SessionContext';
import type { SessionHints } from './sessionHints';
import type { SessionStore } from './SessionStore';

interface Props {
  container: Container;
  i18n: i18n;
  /** Tests may pass their own store; the app creates one from the container. */
  session?: SessionStore;
  /** Where the app keeps its session hint (the browser's storage); without it pages wait for the session. */
  sessionHints?: SessionHints;
  children: ReactNode;
}

/** Theme, language, container, session and toasts: everything a screen expects above it. */
export function AppProviders({ container, i18n, session: given, sessionHints, children }: Props) {
  const [session] = useState(() => given ?? createSessionStore(container, sessionHints));
  const [system] = useState(() => withStaticGlobalCss(getSystem()));
  useEffect(() => {
    session.start();
    return () => session.stop();
  }, [session]);
  return (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        <ContainerProvider container={container}>
          <SessionProvider session={session}>
            <NotifyProvider>{children}</NotifyProvider>
          </SessionProvider>
        </ContainerProvider>
      </I18nextProvider>
    </ChakraProvider>
  );
}
