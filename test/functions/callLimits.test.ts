// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALL_CLASS, CALL_LIMITS, takeCall, type Bucket } from '../../functions/src/callLimits';
import { COMMANDS } from '../../functions/src/commandRequests';
import { appCheckEnforced } from '../../functions/src/appCheckEnforced';

describe('takeCall: a bucket of calls that refills over a minute', () => {
  it('a new person has the whole minute’s calls; an empty bucket refuses until it has refilled one', () => {
    let bucket: Bucket | null | undefined;
    for (let i = 0; i < 10; i += 1) bucket = takeCall(bucket ?? undefined, 10, 0);
    expect(bucket).toEqual({ tokens: 0, at: 0 });
    expect(takeCall(bucket!, 10, 5_999)).toBeNull();
    expect(takeCall(bucket!, 10, 6_000)).toEqual({ tokens: 0, at: 6_000 });
  });

  it('never holds more than a minute’s calls, and a clock that went back refills nothing', () => {
    expect(takeCall({ tokens: 3, at: 0 }, 10, 3_600_000)).toEqual({ tokens: 9, at: 3_600_000 });
    expect(takeCall({ tokens: 0.5, at: 10_000 }, 10, 0)).toBeNull();
  });

  it('lets through at most perMinute + (elapsed minutes × perMinute) calls, whatever their timing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.array(fc.integer({ min: 0, max: 20_000 }), { maxLength: 200 }), (perMinute, gaps) => {
        let bucket: Bucket | undefined;
        let now = 0;
        let admitted = 0;
        for (const gap of gaps) {
          now += gap;
          const next = takeCall(bucket, perMinute, now);
          if (next) {
            bucket = next;
            admitted += 1;
          }
        }
        expect(admitted).toBeLessThanOrEqual(perMinute + Math.floor((now * perMinute) / 60_000));
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
