import type { Container } from 'inversify';
import { createContext, useContext, type ReactNode } from 'react';

const ContainerContext = createContext<Container | null>(null);

/** Hands the composition root's container to the UI; nothing in src/ui builds or binds adapters itself. */
export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useContainer must be used inside <ContainerProvider>');
  return container;
}
