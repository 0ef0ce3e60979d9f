/** Longest text a short form field keeps; longer input is cut rather than rejected. */
export const MAX_FIELD_LENGTH = 100;

/**
 * A form value as stored: trimmed and capped. Accepts anything so values read from stored
 * documents of an unexpected shape (numbers, null) never crash a form.
 */
export function cleanText(value: unknown, max: number = MAX_FIELD_LENGTH): string {
  if (typeof value === 'string') return value.trim().slice(0, max).trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value).slice(0, max);
  return '';
}
