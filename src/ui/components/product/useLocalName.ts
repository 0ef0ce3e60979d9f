import { useTranslation } from 'react-i18next';
import { localName } from './localName';

/** localName() in the interface's current language. */
export function useLocalName(): (item: { name: string; nameHi?: string | undefined }) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (item) => localName(item, language);
}
