import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatOrderTime } from '../../../components/orders/formatOrderTime';
import { formatPrice } from '../../../shared/formatPrice';
import type { OrdersViewModel } from '../OrdersViewModel';

/** 'Cancel this order?' with Keep Order and Yes, Cancel; the stock goes back to the shop. */
export const CancelOrderDialog = observer(function CancelOrderDialog({ vm, onConfirm }: { vm: OrdersViewModel; onConfirm(): void }) {
  const { t, i18n } = useTranslation();
  const order = vm.confirming;
  return (
    <Dialog.Root open={!!order} onOpenChange={(e) => !e.open && vm.keepOrder()} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('screens.orders.cancelTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {order && (
                <Text>
                  {t('screens.orders.cancelBody', {
                    time: formatOrderTime(order.createdAt, i18n.language),
                    total: formatPrice(order.total),
                  })}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer gap="3">
              <Button size="lg" variant="outline" flex="1" onClick={vm.keepOrder} disabled={vm.cancelling}>
                {t('screens.orders.keepOrder')}
              </Button>
              <Button size="lg" colorPalette="red" flex="1" onClick={onConfirm} loading={vm.cancelling}>
                {t('screens.orders.confirmCancel')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
