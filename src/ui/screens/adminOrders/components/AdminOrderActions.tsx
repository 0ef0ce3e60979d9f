import { HStack, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Order } from '../../../../domain/order/Order';
import { Button } from '../../../shared/Button';
import type { AdminOrderOutcome, AdminOrdersViewModel } from '../AdminOrdersViewModel';

interface Props {
  order: Order;
  vm: AdminOrdersViewModel;
  /** Shows what a tap ended in. */
  report(outcome: AdminOrderOutcome | null): void;
}

/**
 * An active order's buttons for the owner: details, unlock and mark delivered on top; hand back,
 * assign and cancel below. Every button waits while a request for the order is under way.
 */
export const AdminOrderActions = observer(function AdminOrderActions({ order, vm, report }: Props) {
  const { t } = useTranslation();
  const busy = vm.busy.get(order.id);
  const open = vm.expanded.has(order.id);
  const accepted = order.status === 'accepted';
  return (
    <Stack gap="2">
      <HStack gap="2" flexWrap="wrap">
        <Button size="lg" variant="ghost" aria-expanded={open} onClick={() => vm.toggleDetails(order.id)}>
          {open ? t('screens.adminOrders.hideDetails') : t('screens.adminOrders.showDetails')}
        </Button>
        <Button asChild size="lg" variant="ghost">
          <RouterLink to={`/bill/${encodeURIComponent(order.id)}`}>{t('bill.printBill')}</RouterLink>
        </Button>
        {order.deliveryLocked && (
          <Button
            size="lg"
            flex="1"
            minW="40"
            colorPalette="red"
            loading={busy === 'unlock'}
            disabled={!!busy}
            onClick={async () => report(await vm.unlock(order.id))}
          >
            {t('screens.adminOrders.unlock')}
          </Button>
        )}
        {accepted && (
          <Button
            size="lg"
            flex="1"
            minW="40"
            loading={busy === 'deliver'}
            disabled={!!busy}
            onClick={async () => report(await vm.markDelivered(order.id))}
          >
            {t('screens.adminOrders.markDelivered')}
          </Button>
        )}
      </HStack>
      <HStack gap="2" flexWrap="wrap">
        {accepted && (
          <Button size="lg" flex="1" minW="40" variant="outline" disabled={!!busy} onClick={() => vm.requestHandBack(order.id)}>
            {t('screens.adminOrders.handBack')}
          </Button>
        )}
        {(accepted || order.status === 'pending') && (
          <Button size="lg" flex="1" minW="40" variant="outline" disabled={!!busy} onClick={() => vm.openAssign(order.id)}>
            {t('screens.adminOrders.assign')}
          </Button>
        )}
        <Button
          size="lg"
          flex="1"
          minW="40"
          variant="outline"
          colorPalette="red"
          disabled={!!busy}
          onClick={() => vm.requestCancel(order.id)}
        >
          {t('screens.adminOrders.cancel')}
        </Button>
      </HStack>
    </Stack>
  );
});
