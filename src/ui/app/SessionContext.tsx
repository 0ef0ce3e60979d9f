import { createContext, useContext, type ReactNode } from 'react';
import type { SessionStore } from './SessionStore';

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({ session, children }: { session: SessionStore; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The app's session store; read it inside observer() components so they follow changes. */
export function useSession(): SessionStore {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
