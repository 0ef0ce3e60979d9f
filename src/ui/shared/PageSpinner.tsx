import { Center, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LOADING_INDICATOR_DELAY } from '../theme/skeletonRecipe';

/**
 * The one loading state: auth still loading, or a screen's code on its way. The spinner shows, and
 * turns, only once the wait has lasted LOADING_INDICATOR_DELAY; readers still hear "Loading…" at once.
 */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Center role="status" aria-busy="true" aria-label={t('common.loading')} py="16">
      <Spinner
        size="lg"
        color="brand.solid"
        borderWidth="3px"
        opacity="0"
        animation={`spin-shown 0.65s linear ${LOADING_INDICATOR_DELAY} infinite`}
      />
    </Center>
  );
}
