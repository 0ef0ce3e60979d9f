import i18next, { type BackendModule, type i18n, type LanguageDetectorModule } from 'i18next';
import { addWordFormats } from './addWordFormats';
import firstScreen from 'virtual:first-screen-strings';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from './languages';
import { loadLanguageBundle, type BundleLoader } from './loadLanguageBundle';
import { languageStorage, type LanguageStorage } from './languageStorage';
import { noteMissingKey } from './moreStrings';

export interface I18nDeps {
  storage?: LanguageStorage;
  loadBundle?: BundleLoader;
  /** Told of every lookup of a key the loaded strings lack (tests check the first screen's strings with it). */
  onMissingKey?: (key: string) => void;
}

/**
 * One i18next instance per app (tests make their own). The first screen's English is bundled so it
 * never waits for its words; the rest of English comes on demand (loadMoreStrings), and Hindi, all of
 * it, through the backend. When a bundle fails to load,
 * lookups fall through to English (fallbackLng), so the page is never blank.
 * Resolves once the stored language is ready, so the first paint is already in that language.
 */
export async function createI18n({
  storage = languageStorage,
  loadBundle = loadLanguageBundle,
  onMissingKey,
}: I18nDeps = {}): Promise<i18n> {
  const detector: LanguageDetectorModule = {
    type: 'languageDetector',
    detect: () => {
      const stored = storage.read();
      return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
    },
    cacheUserLanguage: (language) => storage.write(language),
  };
  const backend: BackendModule = {
    type: 'backend',
    callbackApi: true,
    init: () => undefined,
    read(language, _namespace, callback) {
      if (!isLanguage(language) || language === 'en') {
        callback(null, {});
        return;
      }
      // `false` as data tells i18next not to retry: a retry loop would only delay the English fallback.
      loadBundle(language).then(
        (bundle) => callback(null, bundle),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };

  const instance = i18next.createInstance();
  instance.on('languageChanged', (language) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  });
  await instance
    .use(detector)
    .use(backend)
    .init({
      resources: { en: { translation: firstScreen } },
      partialBundledLanguages: true,
      supportedLngs: [...LANGUAGES],
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      // A missing key shows the default text given to t(), or else the key itself.
      parseMissingKeyHandler: (key: string, defaultValue?: string) => {
        noteMissingKey(instance);
        onMissingKey?.(key);
        return defaultValue ?? key;
      },
      // Redraws what reads the words when the rest of English arrives, if anything drawn lacked one
      // (loadMoreStrings): a part of a first screen that reads a section the entry does not carry.
      react: { useSuspense: false, bindI18nStore: 'added' },
    });
  addWordFormats(instance);
  return instance;
}
