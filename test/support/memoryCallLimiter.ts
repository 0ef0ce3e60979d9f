import { CALL_CLASS, CALL_LIMITS, takeCall, type Bucket, type CallLimiter } from '../../functions/src/callLimits';

/** The server's call limits with the buckets in memory (AdminCallLimiter keeps them in Firestore), on the test's clock. */
export function memoryCallLimiter(now: () => number): CallLimiter {
  const buckets = new Map<string, Bucket>();
  return {
    admit: async (uid, command) => {
      const key = `${uid}/${CALL_CLASS[command]}`;
      const next = takeCall(buckets.get(key), CALL_LIMITS[CALL_CLASS[command]], now());
      if (next) buckets.set(key, next);
      return next !== null;
    },
  };
}
