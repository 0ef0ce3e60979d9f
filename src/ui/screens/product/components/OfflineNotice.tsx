import { Box, CloseButton, Flex, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '../../../components/address/InlineAlert';

/**
 * 'You are currently offline…' after Add to Cart without a connection. Offline, the app covers
 * the page with 'You're Offline', so this sits in a portal above it, at the bottom by the thumb.
 */
export function OfflineNotice({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Portal>
      <Box position="fixed" insetX="0" bottom="calc(4rem + env(safe-area-inset-bottom))" zIndex="toast" px="3">
        <Flex maxW="md" mx="auto" bg="bg" borderRadius="md" boxShadow="lg" align="flex-start">
          <Box flex="1">
            <InlineAlert status="error">{t('messages.cart.offline')}</InlineAlert>
          </Box>
          <CloseButton size="lg" aria-label={t('common.close')} onClick={onClose} />
        </Flex>
      </Box>
    </Portal>
  );
}
