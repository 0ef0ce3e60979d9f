import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '../../shared/Button';

/** Any path outside the route table. */
export default function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <Stack gap="4" px="4" py="10" align="center" textAlign="center">
      <Text fontSize="5xl" fontWeight="bold" color="brand.fg" aria-hidden="true">
        404
      </Text>
      <Heading as="h1" size="xl">
        {t('titles.notFound')}
      </Heading>
      <Text color="fg.muted">{t('screens.notFound.body')}</Text>
      <Button asChild>
        <RouterLink to="/">{t('screens.notFound.home')}</RouterLink>
      </Button>
    </Stack>
  );
}
