import type { Firestore } from 'firebase-admin/firestore';
import { CALL_CLASS, CALL_LIMITS, takeCall, type Bucket, type CallLimiter } from '../callLimits';
import type { CommandName } from '../commandRequests';

/**
 * The buckets in Firestore, callLimits/{uid} (one field per class), changed in a transaction so two
 * instances answering the same person at once cannot both spend the last call. firestore.rules let
 * no browser read or write them.
 */
export class AdminCallLimiter implements CallLimiter {
  constructor(
    private readonly db: Firestore,
    private readonly now: () => number = Date.now,
  ) {}

  admit(uid: string, command: CommandName): Promise<boolean> {
    const cls = CALL_CLASS[command];
    const ref = this.db.doc(`callLimits/${uid}`);
    return this.db.runTransaction(async (tx) => {
      const stored: unknown = (await tx.get(ref)).get(cls);
      const next = takeCall(isBucket(stored) ? stored : undefined, CALL_LIMITS[cls], this.now());
      if (next) tx.set(ref, { [cls]: next }, { merge: true });
      return next !== null;
    });
  }
}

const isBucket = (value: unknown): value is Bucket =>
  typeof value === 'object' && value !== null && typeof (value as Bucket).tokens === 'number' && typeof (value as Bucket).at === 'number';
