import { describe, expect, it } from 'vitest';
import { NETWORK_RETRY_POLICY, retrySchedule } from '../../../src/domain/shared/retrySchedule';

describe('retrySchedule', () => {
  it('waits 1000, 1500 then 2250 ms: 3 retries, 1 s initial delay, factor 1.5 (SPEC section 9)', () => {
    expect(NETWORK_RETRY_POLICY).toEqual({ retries: 3, initialDelayMs: 1000, factor: 1.5 });
    expect(retrySchedule()).toEqual([1000, 1500, 2250]);
  });

  it('follows any policy it is given', () => {
    expect(retrySchedule({ retries: 2, initialDelayMs: 100, factor: 2 })).toEqual([100, 200]);
    expect(retrySchedule({ retries: 0, initialDelayMs: 100, factor: 2 })).toEqual([]);
  });
});
