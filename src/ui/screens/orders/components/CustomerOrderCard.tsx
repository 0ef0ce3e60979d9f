import { Box, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { orderAnchor } from '../../../../domain/alerts/alertPath';
import type { Order } from '../../../../domain/order/Order';
import { formatOrderTime } from '../../../components/orders/formatOrderTime';
import { OrderItemsList } from '../../../components/orders/OrderItemsList';
import { OrderNumber } from '../../../components/orders/OrderNumber';
import { OrderStatusBadge } from '../../../components/orders/OrderStatusBadge';
import { formatPrice } from '../../../shared/formatPrice';
import { OrderTimeline } from './OrderTimeline';

interface Props {
  order: Order;
  /** Marks the order just placed, so the shopper sees it is the new one. */
  highlight?: boolean;
  /** The 4-digit code to read out to the delivery person, while the order is on its way. */
  deliveryCode?: string | null;
  /** Cancel, Buy again and their outcomes. */
  children?: ReactNode;
}

/** One of the shopper's orders: when, status, items, fee and total, the delivery code, the timeline and who cancelled it. */
export function CustomerOrderCard({ order, highlight = false, deliveryCode = null, children }: Props) {
  const { t, i18n } = useTranslation();
  // Also where an order alert's link lands (alertPath).
  const titleId = orderAnchor(order.id);
  return (
    <Card.Root
      as="article"
      aria-labelledby={titleId}
      size="sm"
      borderColor={highlight ? 'brand.solid' : undefined}
      borderWidth={highlight ? '2px' : undefined}
    >
      <Card.Body gap="3" p="4">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Stack gap="0" minW="0">
            <Heading as="h2" size="md" id={titleId}>
              {t('screens.orders.orderOf', { time: formatOrderTime(order.createdAt, i18n.language) })}
            </Heading>
            <OrderNumber orderId={order.id} fontSize="sm" fontWeight="semibold" />
          </Stack>
          <OrderStatusBadge status={order.status} />
        </HStack>
        {highlight && (
          <Text color="brand.fg" fontWeight="semibold">
            {t('screens.orders.justPlaced')}
          </Text>
        )}
        <OrderItemsList items={order.items} />
        <Stack gap="1" borderTopWidth="1px" borderColor="border" pt="2">
          {order.deliveryFee !== undefined && (
            <HStack justify="space-between">
              <Text>{order.deliveryFee > 0 ? t('screens.charges.deliveryFee') : t('screens.charges.freeDelivery')}</Text>
              <Text>{formatPrice(order.deliveryFee)}</Text>
            </HStack>
          )}
          <HStack justify="space-between">
            <Text fontWeight="semibold">{t('screens.orders.total')}</Text>
            <Text fontWeight="bold" fontSize="xl">
              {formatPrice(order.total)}
            </Text>
          </HStack>
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          {t('screens.orders.payment')}
        </Text>
        {deliveryCode && (
          <Box bg="brand.subtle" borderRadius="md" p="3">
            <Text fontSize="lg" fontWeight="bold">
              {t('screens.orders.deliveryCode', { code: deliveryCode })}
            </Text>
          </Box>
        )}
        <OrderTimeline order={order} />
        {order.status === 'accepted' && order.deliveryPersonName && (
          <Text>{t('screens.orders.onTheWay', { name: order.deliveryPersonName })}</Text>
        )}
        {order.status === 'cancelled' && (
          <Box bg="red.50" color="red.900" borderRadius="md" p="3">
            <Text fontWeight="semibold">{t(`screens.orders.cancelledBy.${order.cancelledBy ?? 'unknown'}`)}</Text>
            {order.cancellationNote && <Text>{order.cancellationNote}</Text>}
          </Box>
        )}
        {children}
      </Card.Body>
    </Card.Root>
  );
}
