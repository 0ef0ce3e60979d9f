// The languages themselves are the domain's: a push from the server is written in the receiver's language too.
export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../../domain/shared/Language';

/** The localStorage key that keeps the choice on the device (docs/SPEC.md 'What the product does and for whom'). */
export const LANGUAGE_STORAGE_KEY = 'lang';
