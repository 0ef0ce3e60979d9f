import { err, ok, type Result } from '../shared/Result';
import type { Millis } from '../shared/Timestamp';
import { addDays, DAY_MS, dayKeyStart, isDayKey, istDayKey, type DayKey } from './istCalendar';

export const RANGE_CHOICES = ['today', 'yesterday', 'last7', 'last30', 'thisMonth', 'between'] as const;
export type RangeChoice = (typeof RANGE_CHOICES)[number];

/** The longest range one report covers: a year, leap day included. */
export const MAX_REPORT_DAYS = 366;

export interface DayRange {
  from: DayKey;
  to: DayKey;
}

export type RangeError = 'reports.badRange' | 'reports.rangeTooLong';

/**
 * The IST days a report covers, as the owner chose them at `now`: today, yesterday, the last 7 or
 * 30 days (today included), this month so far, or two dates of his own (both included, in order,
 * at most a year apart).
 */
export function reportRange(choice: RangeChoice, now: Millis, between?: { from: string; to: string }): Result<DayRange, RangeError> {
  const today = istDayKey(now);
  switch (choice) {
    case 'today':
      return ok({ from: today, to: today });
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return ok({ from: yesterday, to: yesterday });
    }
    case 'last7':
      return ok({ from: addDays(today, -6), to: today });
    case 'last30':
      return ok({ from: addDays(today, -29), to: today });
    case 'thisMonth':
      return ok({ from: `${today.slice(0, 8)}01`, to: today });
    case 'between': {
      const from = between?.from.trim() ?? '';
      const to = between?.to.trim() ?? '';
      if (!isDayKey(from) || !isDayKey(to) || from > to) return err('reports.badRange');
      if ((dayKeyStart(to) - dayKeyStart(from)) / DAY_MS + 1 > MAX_REPORT_DAYS) return err('reports.rangeTooLong');
      return ok({ from, to });
    }
  }
}
