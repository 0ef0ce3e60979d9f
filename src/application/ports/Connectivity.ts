import type { ServiceIdentifier } from 'inversify';

export interface Connectivity {
  isOnline(): boolean;
  /** Fires on every change. Returns unsubscribe. */
  observe(listener: (online: boolean) => void): () => void;
}

export const ConnectivityToken: ServiceIdentifier<Connectivity> = Symbol.for('Connectivity');
