export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The localStorage key that keeps the choice on the device (docs/SPEC.md 'What the product does and for whom'). */
export const LANGUAGE_STORAGE_KEY = 'lang';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
