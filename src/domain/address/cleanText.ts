/** Longest text a short form field keeps; longer input is cut rather than rejected. */
export const MAX_FIELD_LENGTH = 100;

/**
 * A form value as stored: trimmed and capped. Accepts anything so values read from stored
 * documents of an unexpected shape (numbers, null) never crash a form.
 */
export function cleanText(value: unknown, max: number = MAX_FIELD_LENGTH): string {
  if (typeof value === 'string') return cutAt(value.trim(), max).trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value).slice(0, max);
  return '';
}

/** The first `max` UTF-16 units, without splitting an emoji's surrogate pair (half of one is not text). */
function cutAt(text: string, max: number): string {
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
