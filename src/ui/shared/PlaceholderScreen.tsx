import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Stands in for a screen whose own issue has not landed yet: its title and one line. */
export function PlaceholderScreen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="2" px="4" py="6">
      <Heading as="h1" size="xl">
        {t(titleKey)}
      </Heading>
      <Text color="fg.muted">{t('screens.placeholder.body')}</Text>
    </Stack>
  );
}
