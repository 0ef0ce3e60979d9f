import type { i18n } from 'i18next';
import type { Language } from './languages';

/**
 * Switches the interface language in place (no reload) and keeps the choice on the device.
 * i18next remembers a failed bundle load and would not ask again, so a language without its
 * bundle is re-requested: choosing Hindi again after a dropped connection then works.
 */
export async function selectLanguage(instance: i18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation')) await instance.reloadResources([language]);
  await instance.changeLanguage(language);
}
