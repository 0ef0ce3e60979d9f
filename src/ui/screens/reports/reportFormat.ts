import type { DayKey } from '../../../domain/reports/istCalendar';

/**
 * A store day ('2026-02-05') as '5 Feb' (or '5 फ़र॰') in the reader's language. The day is
 * formatted as a UTC date built from its own digits, so the phone's time zone cannot move it.
 */
export function formatDay(day: DayKey, language: string, withYear = false): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const format = new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
  return format.format(new Date(Date.UTC(year, month - 1, date)));
}

/** An hour of the store's day as the span it covers: '7:00–8:00'. */
export const formatHour = (hour: number): string => `${hour}:00–${hour + 1}:00`;
