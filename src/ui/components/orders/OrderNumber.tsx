import { Text, type TextProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { shortOrderNumber } from '../../../domain/order/shortOrderNumber';

/**
 * 'Order #AE6-W6N': the short number people read out over the phone, never the full id. It does
 * not wrap at its dash, so the number stays in one piece on a narrow phone.
 */
export function OrderNumber({ orderId, ...props }: { orderId: string } & TextProps) {
  const { t } = useTranslation();
  return (
    <Text whiteSpace="nowrap" {...props}>
      {t('screens.orderCard.number', { number: shortOrderNumber(orderId) })}
    </Text>
  );
}
