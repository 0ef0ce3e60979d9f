import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayKeyStart,
  daysFrom,
  isDayKey,
  istDayKey,
  istDayStart,
  istHour,
  istWeekday,
} from '../../../src/domain/reports/istCalendar';

// 31 January 2026, 23:59 IST and a minute later, 1 February 00:00 IST.
const BEFORE_MIDNIGHT = Date.UTC(2026, 0, 31, 18, 29);
const MIDNIGHT = Date.UTC(2026, 0, 31, 18, 30);

describe('the store calendar (IST, whatever the device zone)', () => {
  it('puts a moment in its Indian day and hour', () => {
    expect(istDayKey(BEFORE_MIDNIGHT)).toBe('2026-01-31');
    expect(istHour(BEFORE_MIDNIGHT)).toBe(23);
    expect(istDayKey(MIDNIGHT)).toBe('2026-02-01');
    expect(istHour(MIDNIGHT)).toBe(0);
    // Saturday the 31st in India, Sunday the 1st: the UTC day of both is still Saturday.
    expect(istWeekday(BEFORE_MIDNIGHT)).toBe(6);
    expect(istWeekday(MIDNIGHT)).toBe(0);
    expect(istDayStart(BEFORE_MIDNIGHT)).toBe(MIDNIGHT - 24 * 3600 * 1000);
    expect(dayKeyStart('2026-02-01')).toBe(MIDNIGHT);
  });

  it('counts days across months and leap years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysFrom('2026-01-30', '2026-02-02')).toEqual(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']);
    expect(daysFrom('2026-02-02', '2026-02-01')).toEqual([]);
  });

  it('knows a real date from a look-alike', () => {
    expect(isDayKey('2024-02-29')).toBe(true);
    expect(isDayKey('2026-02-29')).toBe(false);
    expect(isDayKey('2026-2-1')).toBe(false);
    expect(isDayKey('')).toBe(false);
  });
});
