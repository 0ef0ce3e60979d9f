import { DataFaultError } from '../../application/ports/DataFaultError';
import { toDataFault } from './toDataFault';

/**
 * How long one call may take. The SDK waits for the server without end (a write made offline
 * resolves only when the phone is back online), while a person at a spinner gives up far sooner.
 */
export const FIRESTORE_TIMEOUT_MS = 20_000;

/** Runs one Firebase call, failing with DataFaultError('timeout') after `timeoutMs` and mapping SDK errors. */
export async function firestoreCall<T>(operation: () => Promise<T>, timeoutMs = FIRESTORE_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DataFaultError('timeout', `no answer in ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([operation(), timeout]);
  } catch (e) {
    throw toDataFault(e);
  } finally {
    clearTimeout(timer);
  }
}
