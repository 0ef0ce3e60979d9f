import { FirebaseError } from 'firebase/app';
import type { DocumentSnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import { TransactionConflictError } from '../../../src/application/ports/UnitOfWork';
import { authErrorCode } from '../../../src/infrastructure/firebase/authErrorCode';
import { firestoreCall } from '../../../src/infrastructure/firebase/firestoreCall';
import { readOrDenied } from '../../../src/infrastructure/firebase/readOrDenied';
import { toDataFault } from '../../../src/infrastructure/firebase/toDataFault';

describe('toDataFault', () => {
  it.each([
    ['permission-denied', 'permission'],
    ['not-found', 'notFound'],
    ['aborted', 'conflict'],
    ['failed-precondition', 'conflict'],
    ['unavailable', 'network'],
    ['deadline-exceeded', 'timeout'],
    ['storage/unauthorized', 'permission'],
    ['internal', 'unknown'],
  ])('maps %s to %s', (code, kind) => {
    const fault = toDataFault(new FirebaseError(code, 'from the SDK'));
    expect(fault).toBeInstanceOf(DataFaultError);
    expect((fault as DataFaultError).kind).toBe(kind);
  });

  it("leaves the application's own errors alone", () => {
    const conflict = new TransactionConflictError();
    const domain = new Error('checkout.insufficientStock');
    expect(toDataFault(conflict)).toBe(conflict);
    expect(toDataFault(domain)).toBe(domain);
  });
});

describe('firestoreCall', () => {
  it('gives up with a timeout fault when the SDK never answers', async () => {
    const failure = await firestoreCall(() => new Promise(() => undefined), 20).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(DataFaultError);
    expect((failure as DataFaultError).kind).toBe('timeout');
  });
});

describe('authErrorCode', () => {
  it.each([
    ['auth/wrong-password', 'auth.wrongPassword'],
    ['auth/invalid-credential', 'auth.wrongPassword'],
    ['auth/user-not-found', 'auth.userNotFound'],
    ['auth/email-already-in-use', 'auth.emailInUse'],
    ['auth/weak-password', 'auth.weakPassword'],
    ['auth/invalid-email', 'auth.invalidEmail'],
    ['auth/network-request-failed', 'auth.network'],
    ['auth/popup-closed-by-user', 'auth.popupClosed'],
    ['auth/operation-not-supported-in-this-environment', 'auth.unsupported'],
    ['auth/internal-error', 'auth.unknown'],
  ])('maps %s to %s', (code, expected) => {
    expect(authErrorCode(new FirebaseError(code, 'x'))).toBe(expected);
  });
});

describe('readOrDenied', () => {
  const snapshot = (data: Record<string, unknown> | undefined) => ({ data: () => data }) as unknown as DocumentSnapshot;

  it('gives the data, null for a missing document, and null for one the rules keep from this user', async () => {
    await expect(readOrDenied(async () => snapshot({ status: 'pending' }))).resolves.toEqual({ status: 'pending' });
    await expect(readOrDenied(async () => snapshot(undefined))).resolves.toBeNull();
    await expect(readOrDenied(() => Promise.reject(new FirebaseError('permission-denied', 'no')))).resolves.toBeNull();
  });

  it('lets every other failure through', async () => {
    await expect(readOrDenied(() => Promise.reject(new FirebaseError('unavailable', 'offline')))).rejects.toMatchObject({
      code: 'unavailable',
    });
  });
});
