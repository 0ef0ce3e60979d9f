import type { ServiceIdentifier } from 'inversify';
import { useState } from 'react';
import { useContainer } from './ContainerContext';

/** Resolves a port or use case once per component instance (port tokens or @injectable classes). */
export function useInjection<T>(token: ServiceIdentifier<T>): T {
  const container = useContainer();
  const [instance] = useState(() => container.get<T>(token));
  return instance;
}
