import { Heading, HStack, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useViewModel } from '../../app/useViewModel';
import { Button } from '../../shared/Button';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { DeliveryCodeField } from '../../components/orders/DeliveryCodeField';
import { OrderCard } from '../../components/orders/OrderCard';
import { useReportOrderOutcome } from '../../components/orders/useReportOrderOutcome';
import { AssignedOrdersViewModel } from './AssignedOrdersViewModel';
import { CancelReasonDialog } from './components/CancelReasonDialog';
import { OrderListState } from '../../components/orders/OrderListState';

/**
 * A delivery person's own orders (accepted, not yet finished) with 'Mark delivered', 'Cancel' and
 * 'I can't deliver this'; the customer's delivery code above them when the order needs one. Rendered on
 * /delivery-dashboard and, for delivery users, on /orders.
 */
const AssignedOrdersPanel = observer(function AssignedOrdersPanel() {
  const { t } = useTranslation();
  const vm = useViewModel(AssignedOrdersViewModel);
  const report = useReportOrderOutcome();
  const handBack = vm.handBackTarget;

  return (
    <Stack as="section" gap="3" aria-labelledby="assigned-orders-title">
      <Heading as="h2" id="assigned-orders-title" size="lg">
        {t('screens.deliveryDashboard.myOrders')}
        {vm.list.orders && vm.list.orders.length > 0 ? ` (${vm.list.orders.length})` : ''}
      </Heading>
      <OrderListState
        loading={vm.list.loading}
        error={vm.list.loadError}
        empty={(vm.list.orders ?? []).length === 0}
        emptyText={t('screens.deliveryDashboard.noAssigned')}
      >
        {(vm.list.orders ?? []).map((order) => {
          const busy = vm.busy.get(order.id);
          return (
            <OrderCard
              key={order.id}
              order={order}
              headingLevel="h3"
              storeLocation={vm.list.storeLocation}
              lockedNote={t('screens.deliveryDashboard.lockedHelp')}
            >
              {order.deliveryCodeRequired && (
                <Stack mb="3">
                  <DeliveryCodeField orderId={order.id} entries={vm.codes} disabled={!!busy} />
                </Stack>
              )}
              <HStack gap="3">
                <Button
                  size="lg"
                  minH="14"
                  flex="2"
                  loading={busy === 'deliver'}
                  disabled={!!busy}
                  onClick={async () => report(await vm.markDelivered(order.id))}
                >
                  {t('screens.deliveryDashboard.markDelivered')}
                </Button>
                <Button
                  size="lg"
                  minH="14"
                  flex="1"
                  variant="outline"
                  colorPalette="red"
                  disabled={!!busy}
                  onClick={() => vm.openCancel(order.id)}
                >
                  {t('screens.deliveryDashboard.cancelOrder')}
                </Button>
              </HStack>
              <Button
                size="lg"
                minH="14"
                width="full"
                mt="3"
                variant="outline"
                loading={busy === 'handBack'}
                disabled={!!busy}
                onClick={() => vm.requestHandBack(order.id)}
              >
                {t('screens.deliveryDashboard.handBack')}
              </Button>
              <Button asChild size="lg" minH="14" width="full" mt="3" variant="ghost">
                <RouterLink to={`/bill/${encodeURIComponent(order.id)}`}>{t('bill.printBill')}</RouterLink>
              </Button>
            </OrderCard>
          );
        })}
      </OrderListState>
      <CancelReasonDialog vm={vm} onConfirm={async () => report(await vm.confirmCancel())} />
      <ConfirmDialog
        open={!!handBack}
        title={t('screens.deliveryDashboard.confirmHandBack.title')}
        body={t('screens.deliveryDashboard.confirmHandBack.body')}
        confirmLabel={t('screens.deliveryDashboard.confirmHandBack.confirm')}
        cancelLabel={t('screens.deliveryDashboard.confirmHandBack.keep')}
        busy={handBack ? vm.busy.get(handBack.id) === 'handBack' : false}
        onConfirm={async () => report(await vm.confirmHandBack())}
        onClose={vm.dismissHandBack}
      />
    </Stack>
  );
});

export default AssignedOrdersPanel;
