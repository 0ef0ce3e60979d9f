import { HttpsError } from 'firebase-functions/v2/https';
import type { ShopCommands } from '../../src/application/ports/ShopCommands';
import type { UserProfile } from '../../src/domain/user/UserProfile';
import type { CallLimiter } from './callLimits';
import { COMMANDS, type CommandName } from './commandRequests';
import { BadRequest } from './readRequest';

/** What a callable receives that matters here: the verified ID token's claims, and the data. */
export interface CallRequest {
  auth?: { uid: string; token: { email?: string; firebase?: { sign_in_provider?: string } } } | undefined;
  data: unknown;
}

/** The server's side of one call: the caller's stored profile, and the shop's commands acting for them. */
export interface CallContext extends CallLimiter {
  readProfile(uid: string): Promise<UserProfile | null>;
  commandsFor(caller: UserProfile): ShopCommands;
}

/**
 * Answers one callable, in this order: (1) a verified caller with an account (no token, or an
 * anonymous one: 'unauthenticated'); (2) within that person's limit for this kind of call
 * ('resource-exhausted', callLimits.ts; junk counts too); (3) their role from their own user
 * document on the server ('failed-precondition' when they have none), with the email of the
 * verified token; (4) the request read field by field ('invalid-argument'); (5) the use case, in
 * one transaction with the server's adapters. Its result, success or refusal, is the answer: the browser shows the
 * same messages as in local mode.
 */
export async function answerCall(name: CommandName, request: CallRequest, context: CallContext): Promise<unknown> {
  const auth = request.auth;
  if (!auth) throw new HttpsError('unauthenticated', 'Sign in first.');
  if (auth.token.firebase?.sign_in_provider === 'anonymous') throw new HttpsError('unauthenticated', 'Sign in with an account.');
  if (!(await context.admit(auth.uid, name))) throw new HttpsError('resource-exhausted', 'Too many tries. Please wait a minute.');
  const stored = await context.readProfile(auth.uid);
  if (!stored) throw new HttpsError('failed-precondition', 'No profile for this account.');
  const caller: UserProfile = { ...stored, email: auth.token.email ?? stored.email };
  try {
    return await COMMANDS[name](context.commandsFor(caller), request.data);
  } catch (error) {
    if (error instanceof BadRequest) throw new HttpsError('invalid-argument', error.message);
    throw error;
  }
}
