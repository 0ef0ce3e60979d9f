import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DemoDataToken } from '../../application/ports/DemoData';
import { useContainer } from '../app/ContainerContext';

/** A quiet line under the top bar in local mode: nothing here reaches the store, it stays in this browser. */
export function LocalModeNotice() {
  const { t } = useTranslation();
  const container = useContainer();
  if (!container.isBound(DemoDataToken) || !container.get(DemoDataToken).available) return null;
  return (
    <Text as="p" role="note" fontSize="xs" color="fg.muted" bg="bg.subtle" textAlign="center" px="3" py="1">
      {t('common.localModeNotice')}
    </Text>
  );
}
