import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** docs/SPEC.md 'Screens and routes': 'Product Not Found' with 'Go Back' (home when there is no page to go back to). */
export function ProductNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/', { replace: true });
  };
  return (
    <Stack gap="4" px="4" py="10" align="center" textAlign="center">
      <Heading as="h1" size="xl">
        {t('screens.product.notFoundTitle')}
      </Heading>
      <Text color="fg.muted">{t('screens.product.notFoundBody')}</Text>
      <Button size="lg" onClick={goBack}>
        {t('screens.product.goBack')}
      </Button>
    </Stack>
  );
}
