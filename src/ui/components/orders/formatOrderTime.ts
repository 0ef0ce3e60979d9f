import type { Millis } from '../../../domain/shared/Timestamp';

const formats = new Map<string, Intl.DateTimeFormat>();

/** '10 Jan 2025, 10:30 am' in India time, in the interface language (Devanagari month names in Hindi). */
export function formatOrderTime(at: Millis, language: string): string {
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
    formats.set(locale, format);
  }
  return format.format(at);
}
