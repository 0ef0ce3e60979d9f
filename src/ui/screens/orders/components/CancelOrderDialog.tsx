import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatOrderTime } from '../../../components/orders/formatOrderTime';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { formatPrice } from '../../../shared/formatPrice';
import type { OrdersViewModel } from '../OrdersViewModel';

/** 'Cancel this order?' with Keep Order and Yes, Cancel; the stock goes back to the shop. */
export const CancelOrderDialog = observer(function CancelOrderDialog({ vm, onConfirm }: { vm: OrdersViewModel; onConfirm(): void }) {
  const { t, i18n } = useTranslation();
  const order = vm.confirming;
  return (
    <ConfirmDialog
      open={!!order}
      title={t('screens.orders.cancelTitle')}
      body={
        order
          ? t('screens.orders.cancelBody', { time: formatOrderTime(order.createdAt, i18n.language), total: formatPrice(order.total) })
          : undefined
      }
      confirmLabel={t('screens.orders.confirmCancel')}
      cancelLabel={t('screens.orders.keepOrder')}
      busy={vm.cancelling}
      destructive
      onConfirm={onConfirm}
      onClose={vm.keepOrder}
    />
  );
});
