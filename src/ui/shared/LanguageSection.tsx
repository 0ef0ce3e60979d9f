import { Heading, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch';

/** 'Language' with the English / हिन्दी switch under it: a section of the profile and settings pages. */
export function LanguageSection() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={titleId}>
      <Heading as="h2" id={titleId} size="lg">
        {t('common.language')}
      </Heading>
      <LanguageSwitch />
    </Stack>
  );
}
