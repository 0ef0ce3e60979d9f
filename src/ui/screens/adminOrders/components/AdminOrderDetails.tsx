import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../../domain/order/Order';
import { formatOrderTime } from '../../../components/orders/formatOrderTime';

/** The rest of an order for the owner: contact, payment, who has it since when, and when it was last handed back. */
export function AdminOrderDetails({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const rows: [string, string][] = [
    [t('screens.adminOrders.details.email'), order.userEmail],
    [t('screens.adminOrders.details.phone'), order.phoneNumber || '—'],
    [t('screens.adminOrders.details.payment'), t('screens.adminOrders.details.cashOnDelivery')],
  ];
  if (order.deliveryPersonName || order.deliveryPersonId) {
    rows.push([t('screens.adminOrders.details.deliveryPerson'), order.deliveryPersonName ?? order.deliveryPersonId ?? '']);
  }
  if (order.acceptedAt) rows.push([t('screens.adminOrders.details.acceptedAt'), formatOrderTime(order.acceptedAt, i18n.language)]);
  if (order.handedBackAt) {
    rows.push([t('screens.adminOrders.details.handedBackAt'), formatOrderTime(order.handedBackAt, i18n.language)]);
  }
  return (
    <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm">
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" color="fg.muted">
            {label}
          </Text>
          <Text as="dd" wordBreak="break-word">
            {value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
