import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { CALL_CLASS, CALL_LIMITS, minuteOf, pastMinutes, withinLimit, type CallLimiter, type MinuteCounts } from '../callLimits';
import type { CommandName } from '../commandRequests';

/**
 * The counts in Firestore, callLimits/{uid}: one map per class of the calls made in each minute.
 * Each call adds itself with an atomic increment and then reads the count back: no transaction, so
 * one person's calls at once never wait on each other's locks, and however many instances count at
 * once, no more than the limit can read a count within it (each reads its own increment and every
 * earlier one). Minutes gone by are removed as they are seen. firestore.rules let no browser read or
 * write these documents.
 */
export class AdminCallLimiter implements CallLimiter {
  constructor(
    private readonly db: Firestore,
    private readonly now: () => number = Date.now,
  ) {}

  async admit(uid: string, command: CommandName): Promise<boolean> {
    const cls = CALL_CLASS[command];
    const now = this.now();
    const ref = this.db.doc(`callLimits/${uid}`);
    await ref.set({ [cls]: { [minuteOf(now)]: FieldValue.increment(1) } }, { merge: true });
    const counts = countsOf((await ref.get()).get(cls));
    const past = pastMinutes(counts, now);
    if (past.length > 0) await ref.set({ [cls]: Object.fromEntries(past.map((m) => [m, FieldValue.delete()])) }, { merge: true });
    return withinLimit(counts, now, CALL_LIMITS[cls]);
  }
}

/** The stored map, with anything that is not a count left out. */
const countsOf = (value: unknown): MinuteCounts =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'))
    : {};
