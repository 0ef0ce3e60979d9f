import { Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PlaceOrderFailure } from '../../../../application/checkout/PlaceOrder';
import { InlineAlert } from '../../../shared/InlineAlert';
import { messageParams } from '../../../components/store/messageParams';

/**
 * Why the order was not placed (docs/SPEC.md 'Error catalogue'); for 'Some items are no longer available in the
 * requested quantity', each item with its size, how many were asked for and how many are left.
 * The store's refusals read with their amounts in rupees and distances in km.
 */
export function CheckoutError({ error }: { error: PlaceOrderFailure }) {
  const { t } = useTranslation();
  const items = error.unavailableItems ?? [];
  return (
    <InlineAlert status="error" title={t(`messages.${error.code}`, messageParams(error.code, error.params))}>
      {items.length > 0 && (
        <Stack as="ul" gap="2" mt="1" listStyleType="none" aria-label={t('screens.checkout.unavailableItems')}>
          {items.map((item, i) => (
            <Box as="li" key={`${item.name}-${item.variant}-${i}`}>
              <Text fontWeight="semibold">
                {item.name} ({item.variant})
              </Text>
              <Text>{t('screens.checkout.unavailableLine', { requested: item.requestedQty, available: item.availableQty })}</Text>
              <Text>{t(`messages.${item.reason}`, item.params ?? {})}</Text>
            </Box>
          ))}
          <Text>{t('screens.checkout.fixInCart')}</Text>
        </Stack>
      )}
    </InlineAlert>
  );
}
