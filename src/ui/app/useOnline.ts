import { useCallback, useSyncExternalStore } from 'react';
import { ConnectivityToken } from '../../application/ports/Connectivity';
import { useInjection } from './useInjection';

/** Live online/offline state from the Connectivity port. */
export function useOnline(): boolean {
  const connectivity = useInjection(ConnectivityToken);
  const subscribe = useCallback((onChange: () => void) => connectivity.observe(() => onChange()), [connectivity]);
  return useSyncExternalStore(subscribe, () => connectivity.isOnline());
}
