import type { Millis } from '../shared/Timestamp';

/**
 * The store's calendar. India keeps one time zone, UTC+5:30, with no daylight saving, so a shop day
 * is an IST day whatever zone the phone (or the server) is set to: every date and hour the owner
 * reads is worked out here from the offset, never from the device's own zone.
 */
const IST_OFFSET_MS = 330 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** A store day as 'YYYY-MM-DD' (IST): sortable as text, and the id of the day's summary. */
export type DayKey = string;

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight IST at the start of the day containing `at`. */
export const istDayStart = (at: Millis): Millis => Math.floor((at + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;

/** The IST day containing `at`. */
export function istDayKey(at: Millis): DayKey {
  const shifted = new Date(at + IST_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** The IST weekday (0 Sunday) of `at`. */
export const istWeekday = (at: Millis): number => new Date(at + IST_OFFSET_MS).getUTCDay();

/** The hour of the IST day (0-23) containing `at`. */
export const istHour = (at: Millis): number => Math.floor((at - istDayStart(at)) / HOUR_MS);

/** The IST time of day of `at`, as 'HH:MM'. */
export function istClock(at: Millis): string {
  const minutes = Math.floor((at - istDayStart(at)) / 60_000);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export const isDayKey = (value: string): boolean => {
  const match = DAY_KEY.exec(value);
  if (!match) return false;
  return istDayKey(dayKeyStart(value)) === value;
};

/** Midnight IST at the start of `day`. */
export function dayKeyStart(day: DayKey): Millis {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date) - IST_OFFSET_MS;
}

/** The day `days` after `day` (before, when negative). */
export const addDays = (day: DayKey, days: number): DayKey => istDayKey(dayKeyStart(day) + days * DAY_MS + DAY_MS / 2);

/** Every day from `from` to `to`, both included, oldest first; empty when `to` is before `from`. */
export function daysFrom(from: DayKey, to: DayKey): DayKey[] {
  const days: DayKey[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
