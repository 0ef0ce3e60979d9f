import type { Firestore } from 'firebase/firestore';
import type { StoreSettings } from '../../../src/domain/store/StoreSettings';
import type { World } from './world';

/**
 * The attack catalogue's vocabulary: an attempt is an actor, a request (a Firestore read or write
 * with their own browser's web SDK, a call of a server function, or several at once), and the
 * refusal expected. The runner (attacks.test.ts) reads the documents it could have changed before
 * and after, so a refusal that still wrote something counts as getting through.
 */

/** The classes of issue 20: what an attacker got through before the server decided; each is tried directly and through the server. */
export const ISSUE_20_CLASSES = [
  'forged prices, totals and fees',
  'forged order fields',
  'stock moved by hand',
  'lines not tied to stock',
  'cancel without restock',
  'false history',
  "someone else's orders",
  'store settings ignored',
  'delivery code opt-out and missing code',
  'oversized and odd input',
  'reused order id',
  'role escalation',
  'demoted staff',
  'signed out and anonymous',
  'concurrency and double submission',
  'delivery code brute force',
  // Issue 38: the token store of closed-app alerts, which only the server reads and writes.
  "someone else's push devices",
] as const;

/** The classes of issue 41: what the server functions themselves let through or spent time on. */
export const ISSUE_41_CLASSES = ['a size the product does not sell', 'junk ids', 'calls beyond the limit'] as const;

export const ATTACK_CLASSES = [...ISSUE_20_CLASSES, ...ISSUE_41_CLASSES] as const;

export type AttackClass = (typeof ATTACK_CLASSES)[number];

/** Who makes the attempt (world.ts): customers, delivery people, the owner, and nobody in particular. */
export type ActorName =
  'alice' | 'bobby' | 'carol' | 'courier' | 'otherCourier' | 'demoted' | 'owner' | 'anonymous' | 'visitor' | 'noProfile';

/** One request to Firestore with the actor's own web SDK, and the documents it aims at. */
export interface FirestoreRequest {
  kind: 'firestore';
  /** Documents the request would change or reveal: read back with the Admin SDK before and after. */
  paths: string[];
  run: (db: Firestore) => Promise<unknown>;
}

/** One call of a server function with whatever data the attacker likes. */
export interface CallableRequest {
  kind: 'callable';
  name: string;
  data: unknown;
}

/** Several requests at once (races): the attempt's own `run` makes them and says what came back. */
export interface RaceRequest {
  kind: 'race';
  /** Its requests are Firestore requests rather than calls of the server functions. */
  direct?: boolean;
  run: (w: World, prepared: Prepared) => Promise<Observed[]>;
}

export type AttackRequest = FirestoreRequest | CallableRequest | RaceRequest;

/** What one request came back with. */
export type Observed =
  /** Firestore did it, or the function answered { ok: true } (value is the use case's result value). */
  | { kind: 'allowed'; value?: unknown }
  /** Firestore refused it under firestore.rules. */
  | { kind: 'denied' }
  /** The callable itself refused it (its HttpsError code: 'invalid-argument', 'unauthenticated'...). */
  | { kind: 'callable'; code: string; message: string }
  /** The use case refused it: { ok: false, error: { code } }. */
  | { kind: 'refused'; code: string; reasons: string[]; params?: unknown }
  /** No answer in time: never an acceptable refusal. */
  | { kind: 'timeout'; message: string }
  /** Anything else (a Firestore error other than permission-denied, a malformed answer). */
  | { kind: 'error'; message: string };

/** The refusal an attempt must meet. */
export type Expected =
  | { denied: true }
  | { callable: 'invalid-argument' | 'unauthenticated' | 'failed-precondition' | 'resource-exhausted' }
  /** The use case's code; with `reason`, every line listed as unavailable has that reason. */
  | { refused: string; reason?: string }
  /**
   * The call goes through but the forged part of it is not used: `check` proves, from what the
   * server answered and what it stored, that the server decided instead (a failed assertion there
   * counts as getting through).
   */
  | { ignored: true }
  /**
   * Races (and sequences): every request answered with one of these: 'ok' (allowed), a use case's
   * code, or 'permission-denied'; `check` proves the stored outcome.
   */
  | { race: readonly string[] };

/** What an attempt's `prepare` made for it: fresh orders, codes, anything it refers to by name. */
export type Prepared = Record<string, string>;

export interface Attempt {
  cls: AttackClass;
  actor: ActorName;
  /** What is tried, in words, as the test's name. */
  what: string;
  /** Store settings for this attempt only (the runner restores the world's afterwards). */
  settings?: () => Partial<StoreSettings>;
  prepare?: (w: World) => Promise<Prepared>;
  request: (w: World, prepared: Prepared) => AttackRequest;
  expect: Expected;
  /** More documents that must be exactly as they were (the request's own paths are always watched). */
  watch?: (w: World, prepared: Prepared) => string[];
  /** The longest the request may take to be answered, in ms: a refusal that keeps the server busy is damage too. */
  answerWithin?: number;
  /** Customers whose number of orders must not change (placeOrder refused). */
  noNewOrdersFor?: (w: World) => string[];
  /**
   * Reads back what the attempt could have done and asserts it did not; `observed` is what the
   * request (or each request of a race) came back with.
   */
  check?: (w: World, prepared: Prepared, observed: Observed[]) => Promise<void>;
}

/** A legitimate action that must succeed, so the catalogue cannot pass by refusing everything. */
export interface Control {
  actor: ActorName;
  what: string;
  settings?: () => Partial<StoreSettings>;
  /** Does it, asserting on what was stored; throws when the shop refused it. */
  run: (w: World) => Promise<void>;
}

/** A request to Firestore itself (a direct write or read), rather than to the server functions. */
export const isDirect = (request: AttackRequest): boolean => request.kind === 'firestore' || (request.kind === 'race' && !!request.direct);
