import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../../domain/order/Order';

const PALETTE: Record<OrderStatus, string> = {
  pending: 'orange',
  accepted: 'blue',
  delivered: 'green',
  cancelled: 'red',
};

/** The order's status as a coloured word (never colour alone: the word is read out too). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={PALETTE[status]} variant="solid" size="lg" flexShrink={0}>
      {t(`screens.orderCard.status.${status}`)}
    </Badge>
  );
}
