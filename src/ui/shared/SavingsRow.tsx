import { HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from './formatPrice';

/** 'You save ₹N' against MRP, in green, as a row of the cart's and the checkout's summary; nothing when nothing is saved. */
export function SavingsRow({ savings }: { savings: number }) {
  const { t } = useTranslation();
  if (savings <= 0) return null;
  return (
    <HStack justify="space-between" color="green.700" fontWeight="semibold">
      <Text>{t('screens.cart.savings')}</Text>
      <Text>{formatPrice(savings)}</Text>
    </HStack>
  );
}
