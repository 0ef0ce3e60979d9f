import type { Millis } from '../../../domain/shared/Timestamp';

const formats = new Map<string, Intl.DateTimeFormat>();

/** When deliveries start next, as 'Monday, 7:00 am' in India time and the interface language. */
export function formatOpening(at: Millis, language: string): string {
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'long', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
    formats.set(locale, format);
  }
  return format.format(at);
}
