import { DataFaultError } from '../../application/ports/DataFaultError';
import { ChunkLoadError } from './ChunkLoadError';

/** Which fallback screen an error gets (docs/SPEC.md 'Error catalogue', Screens). */
export type FailureKind = 'offline' | 'connection' | 'render';

/**
 * Network or offline errors -> the offline screen; other load errors (a screen's code, a data
 * fault) -> the connection-error screen; anything else is a render error -> 'Something went wrong'.
 */
export function classifyFailure(error: unknown, online: boolean): FailureKind {
  const isLoadError = error instanceof ChunkLoadError || error instanceof DataFaultError;
  if (!online && isLoadError) return 'offline';
  if (error instanceof DataFaultError && error.kind === 'network') return 'offline';
  return isLoadError ? 'connection' : 'render';
}
