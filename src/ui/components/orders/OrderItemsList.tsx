import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OrderItem } from '../../../domain/order/Order';
import { formatPrice } from '../../shared/formatPrice';

/** What to hand over: each line's name (Hindi when the interface is), size, count and line price. */
export function OrderItemsList({ items }: { items: readonly OrderItem[] }) {
  const { t, i18n } = useTranslation();
  const hindi = i18n.language === 'hi';
  return (
    <Stack as="ul" gap="1" listStyleType="none" aria-label={t('screens.orderCard.items')}>
      {items.map((item) => (
        <Box as="li" key={`${item.id}_${item.variant}`}>
          <HStack justify="space-between" align="flex-start" gap="3">
            <Text>
              {(hindi && item.nameHi) || item.name}{' '}
              <Text as="span" color="fg.muted" whiteSpace="nowrap">
                {t('screens.orderCard.itemLine', { variant: item.variant, qty: item.qty })}
              </Text>
            </Text>
            <Text fontWeight="medium" flexShrink={0}>
              {formatPrice(item.price * item.qty)}
            </Text>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
