// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appCheckEnforced } from '../../functions/src/appCheckEnforced';
import { CALL_CLASS, CALL_LIMITS, minuteOf, pastMinutes, withinLimit, type MinuteCounts } from '../../functions/src/callLimits';
import { COMMANDS } from '../../functions/src/commandRequests';

const MINUTE = 60_000;
const AT = 29_583_000 * MINUTE; // the start of a minute of the clock

describe('call limits: calls counted per minute of the clock', () => {
  it('the limit’s calls in a minute go through, the next is refused, and the next minute starts again', () => {
    const counts: MinuteCounts = {};
    const call = (now: number) => {
      counts[minuteOf(now)] = (counts[minuteOf(now)] ?? 0) + 1;
      return withinLimit(counts, now, 10);
    };
    expect(Array.from({ length: 11 }, (_, i) => call(AT + i * 1000))).toEqual([...Array<boolean>(10).fill(true), false]);
    expect(call(AT + MINUTE - 1)).toBe(false);
    expect(call(AT + MINUTE)).toBe(true);
    expect(pastMinutes(counts, AT + MINUTE)).toEqual([minuteOf(AT)]);
  });

  it('whatever the timing, no minute of the clock lets more than the limit through', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.array(fc.integer({ min: 0, max: 15_000 }), { maxLength: 300 }), (perMinute, gaps) => {
        const counts: MinuteCounts = {};
        const admitted = new Map<string, number>();
        let now = AT;
        for (const gap of gaps) {
          now += gap;
          const minute = minuteOf(now);
          counts[minute] = (counts[minute] ?? 0) + 1;
          if (withinLimit(counts, now, perMinute)) admitted.set(minute, (admitted.get(minute) ?? 0) + 1);
        }
        for (const n of admitted.values()) expect(n).toBeLessThanOrEqual(perMinute);
      }),
    );
  });

  it('every callable has a class and the issue’s limits: 10 checkouts, 30 order changes, 5 address edits a minute', () => {
    expect(Object.keys(CALL_CLASS).sort()).toEqual(Object.keys(COMMANDS).sort());
    expect(CALL_LIMITS[CALL_CLASS.placeOrder]).toBe(10);
    expect(CALL_LIMITS[CALL_CLASS.acceptOrder]).toBe(30);
    expect(CALL_LIMITS[CALL_CLASS.editAddress]).toBe(5);
  });
});

describe('App Check on the callables', () => {
  it('is enforced only when the deployed functions are told to, never in the emulator', () => {
    expect(appCheckEnforced({})).toBe(false);
    expect(appCheckEnforced({ ENFORCE_APP_CHECK: 'true' })).toBe(true);
    expect(appCheckEnforced({ ENFORCE_APP_CHECK: ' yes ' })).toBe(true);
    expect(appCheckEnforced({ ENFORCE_APP_CHECK: 'false' })).toBe(false);
    expect(appCheckEnforced({ ENFORCE_APP_CHECK: 'true', FUNCTIONS_EMULATOR: 'true' })).toBe(false);
  });
});
