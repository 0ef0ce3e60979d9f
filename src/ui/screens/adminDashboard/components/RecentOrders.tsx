import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../../domain/order/Order';
import { formatOrderTime } from '../../../components/orders/formatOrderTime';
import { OrderNumber } from '../../../components/orders/OrderNumber';
import { OrderStatusBadge } from '../../../components/orders/OrderStatusBadge';
import { formatPrice } from '../../../shared/formatPrice';

/** The latest orders in one line each: who, which order number and when, how much, and where it stands. */
export function RecentOrders({ orders }: { orders: readonly Order[] }) {
  const { t, i18n } = useTranslation();
  if (orders.length === 0) return <Text color="fg.muted">{t('screens.adminDashboard.noRecent')}</Text>;
  return (
    <Stack as="ul" gap="0" listStyleType="none">
      {orders.map((order) => (
        <Box as="li" key={order.id} py="2" borderBottomWidth="1px" borderColor="border">
          <HStack justify="space-between" gap="3">
            <Stack gap="0" minW="0">
              <Text fontWeight="medium" truncate>
                {order.userName || order.userEmail}
              </Text>
              <HStack gap="0" columnGap="2" flexWrap="wrap" fontSize="sm">
                <OrderNumber orderId={order.id} />
                <Text color="fg.muted">{formatOrderTime(order.createdAt, i18n.language)}</Text>
              </HStack>
            </Stack>
            <HStack gap="3" flexShrink={0}>
              <Text fontWeight="semibold">{formatPrice(order.total)}</Text>
              <OrderStatusBadge status={order.status} />
            </HStack>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
