import type { DocumentData, DocumentSnapshot } from 'firebase/firestore';
import { isFirebaseError } from './toDataFault';

/**
 * A document's data, or null when it is missing or the rules do not let this user read it. For
 * orders the two mean the same to the user: an order another courier has just taken, or someone
 * else's order, is not there for them ("Order not found", never a hint that it exists).
 */
export async function readOrDenied(read: () => Promise<DocumentSnapshot>): Promise<DocumentData | null> {
  try {
    return (await read()).data() ?? null;
  } catch (e) {
    if (isFirebaseError(e) && (e as { code: string }).code === 'permission-denied') return null;
    throw e;
  }
}
