import type { CredentialRecord } from './LocalDatabase';
import { PasswordHasher } from './PasswordHasher';

/** Trimmed and lower-cased, as Firebase Auth does. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/**
 * The stored account of a demo user with a fixed uid: the password hashed, never kept. Hashing
 * happens before any IndexedDB transaction, as Web Crypto would let one commit early. Its own
 * module, without Dexie, because the seed worker (seedWorker.ts) builds these too.
 */
export async function demoCredential(
  email: string,
  password: string,
  uid: string,
  displayName: string | null,
  hasher: PasswordHasher = new PasswordHasher(),
): Promise<CredentialRecord> {
  return { email: normalizeEmail(email), uid, displayName, ...(await hasher.hash(password)) };
}
