import { CALL_CLASS, CALL_LIMITS, minuteOf, withinLimit, type CallLimiter } from '../../functions/src/callLimits';

/** The server's call limits with the counts in memory (AdminCallLimiter keeps them in Firestore), on the test's clock. */
export function memoryCallLimiter(now: () => number): CallLimiter {
  const counts = new Map<string, Record<string, number>>();
  return {
    admit: async (uid, command) => {
      const cls = CALL_CLASS[command];
      const mine = counts.get(`${uid}/${cls}`) ?? {};
      const minute = minuteOf(now());
      mine[minute] = (mine[minute] ?? 0) + 1;
      counts.set(`${uid}/${cls}`, mine);
      return withinLimit(mine, now(), CALL_LIMITS[cls]);
    },
  };
}
