import { Group } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../i18n/languages';
import { selectLanguage } from '../i18n/selectLanguage';
import { Button } from './Button';

/**
 * English / हिन्दी, each named in its own script so anyone can find theirs. Switching changes
 * the page in place; the choice is kept on the device. Used in the menu and on the settings screen.
 */
export function LanguageSwitch({ onChange }: { onChange?: () => void }) {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Group role="group" aria-label={t('common.language')} attached>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="sm"
          lang={language}
          variant={current === language ? 'solid' : 'outline'}
          aria-pressed={current === language}
          onClick={() => {
            void selectLanguage(i18n, language).then(onChange);
          }}
        >
          {t(`common.languageNames.${language}`)}
        </Button>
      ))}
    </Group>
  );
}
