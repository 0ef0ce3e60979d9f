import { LANGUAGE_STORAGE_KEY } from './languages';

export interface LanguageStorage {
  read(): string | null;
  write(language: string): void;
}

/** localStorage, tolerating browsers that refuse it (private mode, disabled storage): the choice then lasts the visit. */
export const languageStorage: LanguageStorage = {
  read() {
    try {
      return localStorage.getItem(LANGUAGE_STORAGE_KEY);
    } catch {
      return null;
    }
  },
  write(language) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Nothing to do: the language still applies until the page is closed.
    }
  },
};
