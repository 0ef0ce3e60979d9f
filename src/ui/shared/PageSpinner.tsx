import { Center, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The one loading state: auth still loading, or a screen's code on its way. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Center role="status" aria-label={t('common.loading')} py="16">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
    </Center>
  );
}
