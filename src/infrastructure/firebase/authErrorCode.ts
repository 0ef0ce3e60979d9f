import type { AuthErrorCode } from '../../application/ports/AuthService';

const BY_FIREBASE_CODE: Record<string, AuthErrorCode> = {
  'auth/wrong-password': 'auth.wrongPassword',
  // With email enumeration protection (on by default for new projects) a wrong password and an
  // unknown email both come back as invalid-credential; "wrong password" is the likelier reading.
  'auth/invalid-credential': 'auth.wrongPassword',
  'auth/invalid-login-credentials': 'auth.wrongPassword',
  'auth/missing-password': 'auth.wrongPassword',
  'auth/user-not-found': 'auth.userNotFound',
  'auth/email-already-in-use': 'auth.emailInUse',
  'auth/weak-password': 'auth.weakPassword',
  'auth/invalid-email': 'auth.invalidEmail',
  'auth/missing-email': 'auth.invalidEmail',
  'auth/network-request-failed': 'auth.network',
  'auth/timeout': 'auth.network',
  'auth/popup-closed-by-user': 'auth.popupClosed',
  'auth/cancelled-popup-request': 'auth.popupClosed',
  'auth/user-cancelled': 'auth.popupClosed',
  'auth/operation-not-allowed': 'auth.unsupported',
  'auth/operation-not-supported-in-this-environment': 'auth.unsupported',
};

/** The AuthService code for a Firebase Auth error; anything unexpected is auth.unknown. */
export function authErrorCode(e: unknown): AuthErrorCode {
  const code = typeof e === 'object' && e !== null && 'code' in e && typeof e.code === 'string' ? e.code : '';
  return BY_FIREBASE_CODE[code] ?? 'auth.unknown';
}
