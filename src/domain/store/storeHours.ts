import { DAY_MS, istDayKey, istDayStart, istWeekday } from '../reports/istCalendar';
import type { Millis } from '../shared/Timestamp';
import type { ClockTime, DayHours, StoreSettings } from './StoreSettings';

/** The IST calendar day of a moment (istCalendar): weekday (0 Sunday), minutes since midnight, 'YYYY-MM-DD', and midnight itself. */
export function istDay(now: Millis): { weekday: number; minutes: number; date: string; midnight: Millis } {
  const midnight = istDayStart(now);
  return { weekday: istWeekday(now), minutes: Math.floor((now - midnight) / 60_000), date: istDayKey(now), midnight };
}

/** Minutes since midnight of 'HH:MM' (00:00 to 23:59), or null when it is not such a time. */
export function parseClockTime(value: ClockTime): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** [start, end) minutes of a day's window, `end` past 1440 when it runs over midnight; equal times mean all day. */
function window(hours: DayHours | null): [number, number] | null {
  if (!hours) return null;
  const opens = parseClockTime(hours.opens);
  const closes = parseClockTime(hours.closes);
  if (opens === null || closes === null) return null;
  return [opens, closes > opens ? closes : closes + 24 * 60];
}

export interface DeliveryHoursStatus {
  open: boolean;
  /** When deliveries next start, if closed now; null when open or when no day has hours. */
  nextOpening: Millis | null;
}

/**
 * Whether deliveries run at `now` (IST), counting yesterday's window when it runs past midnight,
 * and otherwise when they start next. Orders are still taken while closed; the customer is told.
 */
export function deliveryHoursStatus(settings: Pick<StoreSettings, 'hours'>, now: Millis): DeliveryHoursStatus {
  const today = istDay(now);
  const todays = window(settings.hours[today.weekday] ?? null);
  const yesterdays = window(settings.hours[(today.weekday + 6) % 7] ?? null);
  const inToday = todays !== null && today.minutes >= todays[0] && today.minutes < todays[1];
  const inYesterday = yesterdays !== null && today.minutes + 24 * 60 < yesterdays[1];
  if (inToday || inYesterday) return { open: true, nextOpening: null };
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const w = window(settings.hours[(today.weekday + ahead) % 7] ?? null);
    if (!w) continue;
    const start = today.midnight + ahead * DAY_MS + w[0] * 60_000;
    if (start > now) return { open: false, nextOpening: start };
  }
  return { open: false, nextOpening: null };
}

/** The owner's closing note when the shop is closed for the IST day of `now`, else null. */
export function closureMessage(settings: Pick<StoreSettings, 'closure'>, now: Millis): string | null {
  const closure = settings.closure;
  return closure && closure.date === istDay(now).date ? closure.message : null;
}
