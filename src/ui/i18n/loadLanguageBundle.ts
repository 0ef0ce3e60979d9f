import type { Language } from './languages';

export type TranslationBundle = Record<string, unknown>;

/** Fetches a translation bundle that is not in the entry chunk. */
export type BundleLoader = (language: Exclude<Language, 'en'>) => Promise<TranslationBundle>;

/** Hindi is its own chunk so English readers never download it. */
export const loadLanguageBundle: BundleLoader = async () => (await import('./hi.json')).default;
