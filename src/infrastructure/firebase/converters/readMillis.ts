import type { Millis } from '../../../domain/shared/Timestamp';

/**
 * Epoch millis from any time a stored document may hold: a Firestore Timestamp (or anything with
 * toMillis()), a plain { seconds, nanoseconds } as exported JSON has it, a Date, epoch millis, or
 * an ISO string. Null when the value is none of these.
 */
export function readMillis(value: unknown): Millis | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? null : parsed;
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === 'object' && value !== null) {
    const v = value as { toMillis?: unknown; seconds?: unknown; nanoseconds?: unknown; _seconds?: unknown };
    if (typeof v.toMillis === 'function') return readMillis((v.toMillis as () => unknown).call(value));
    const seconds = typeof v.seconds === 'number' ? v.seconds : typeof v._seconds === 'number' ? v._seconds : null;
    if (seconds !== null) return seconds * 1000 + Math.floor((typeof v.nanoseconds === 'number' ? v.nanoseconds : 0) / 1e6);
  }
  return null;
}
