import { Box, CloseButton, Flex, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../domain/shared/ErrorCode';
import { InlineAlert } from './InlineAlert';

/**
 * 'You are currently offline…' after a tap that needed the network. Offline, the app covers the
 * page with 'You're Offline', so a message inside the page would never be seen: this one sits in
 * a portal above it, at the bottom by the thumb. Screens clear it when the connection returns.
 */
export function OfflineNotice({ code, onClose }: { code: ErrorCode; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Portal>
      <Box position="fixed" insetX="0" bottom="calc(4rem + env(safe-area-inset-bottom))" zIndex="toast" px="3">
        <Flex maxW="md" mx="auto" bg="bg" borderRadius="md" boxShadow="lg" align="flex-start">
          <Box flex="1">
            <InlineAlert status="error">{t(`messages.${code}`)}</InlineAlert>
          </Box>
          <CloseButton size="lg" aria-label={t('common.close')} onClick={onClose} />
        </Flex>
      </Box>
    </Portal>
  );
}
