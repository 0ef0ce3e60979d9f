import { describe, expect, it } from 'vitest';
import { matchesOrderNumber } from '../../../src/domain/order/matchesOrderNumber';

describe('matchesOrderNumber', () => {
  // Its number is AE6-W6N (pinned in shortOrderNumber.test.ts).
  const id = 'order_1795608615671_5ICNY';

  it('finds the order by its number in any case, with or without the dash or spaces', () => {
    for (const typed of ['AE6-W6N', 'ae6w6n', ' ae6 w6n ', 'Ae6–W6n', 'AE6 - W6N']) expect(matchesOrderNumber(id, typed), typed).toBe(true);
  });

  it('finds it by a part of three characters or more, not by one or two', () => {
    expect(matchesOrderNumber(id, 'w6n')).toBe(true);
    expect(matchesOrderNumber(id, '6-w6')).toBe(true);
    expect(matchesOrderNumber(id, 'ae')).toBe(false);
    expect(matchesOrderNumber(id, '')).toBe(false);
  });

  it('does not match another number or the raw id', () => {
    expect(matchesOrderNumber(id, 'AE6-W6P')).toBe(false);
    expect(matchesOrderNumber(id, '5ICNY')).toBe(false);
  });
});
