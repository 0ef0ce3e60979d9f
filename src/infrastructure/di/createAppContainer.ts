import type { Container } from 'inversify';
import { createContainer } from './createContainer';

/**
 * The container the running shop uses. The backend is chosen from the environment:
 * 'firebase' when VITE_FIREBASE_* is configured, otherwise 'local'.
 * (Local and Firebase adapters are wired in as their modules land; memory until then.)
 */
export async function createAppContainer(): Promise<Container> {
  return createContainer('memory');
}
