import { HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DeliveryCharges } from '../../../domain/store/deliveryCharges';
import { formatPrice } from '../../shared/formatPrice';

/** Items total and the delivery fee ('Free delivery' when there is none), above a summary's total. */
export function DeliveryChargeRows({ charges }: { charges: DeliveryCharges }) {
  const { t } = useTranslation();
  return (
    <>
      <HStack justify="space-between">
        <Text>{t('screens.charges.subtotal')}</Text>
        <Text>{formatPrice(charges.subtotal)}</Text>
      </HStack>
      {charges.deliveryFee > 0 ? (
        <HStack justify="space-between">
          <Text>{t('screens.charges.deliveryFee')}</Text>
          <Text>{formatPrice(charges.deliveryFee)}</Text>
        </HStack>
      ) : (
        <HStack justify="space-between" color="green.700" fontWeight="semibold">
          <Text>{t('screens.charges.freeDelivery')}</Text>
          <Text>{formatPrice(0)}</Text>
        </HStack>
      )}
    </>
  );
}
