import { Button, Field, Heading, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../../app/useViewModel';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { DeliveryCodeField } from '../../components/orders/DeliveryCodeField';
import { OrderCard } from '../../components/orders/OrderCard';
import { formatPrice } from '../../shared/formatPrice';
import { useNotify } from '../../shared/NotifyContext';
import { OrderListState } from '../../components/orders/OrderListState';
import { isDeliveryCodeError } from '../../components/orders/deliveryCodeError';
import { AdminOrdersViewModel, type AdminOrderOutcome } from './AdminOrdersViewModel';
import { AdminOrderDetails } from './components/AdminOrderDetails';
import { StatusFilterBar } from './components/StatusFilterBar';

/** /adminorders (Manage Orders): every active order, live, with cancel and mark-delivered. */
const AdminOrdersScreen = observer(function AdminOrdersScreen() {
  const { t } = useTranslation();
  const vm = useViewModel(AdminOrdersViewModel);
  const notify = useNotify();
  const report = (outcome: AdminOrderOutcome | null) => {
    if (!outcome) return;
    if (outcome.ok) notify.success(outcome.value.code);
    // A missing or wrong code is shown under its box instead.
    else if (!isDeliveryCodeError(outcome.error.code)) notify.error(outcome.error.code, outcome.error.params);
  };
  const target = vm.cancelTarget;

  return (
    <Stack gap="4" px={{ base: '3', md: '6' }} py="4" maxW="6xl" mx="auto">
      <Heading as="h1" size="xl">
        {t('titles.adminOrders')}
      </Heading>
      <Stack gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
        <Field.Root flex="1">
          <Field.Label>{t('screens.adminOrders.search')}</Field.Label>
          <Input
            size="lg"
            type="search"
            value={vm.search}
            onChange={(e) => vm.setSearch(e.target.value)}
            placeholder={t('screens.adminOrders.searchPlaceholder')}
          />
        </Field.Root>
        <Stack flex="1">
          <StatusFilterBar value={vm.status} counts={vm.counts} onChange={vm.setStatus} />
        </Stack>
      </Stack>
      <OrderListState
        loading={vm.loading}
        error={vm.loadError}
        empty={vm.visible.length === 0}
        emptyText={vm.all.length === 0 ? t('screens.adminOrders.noOrders') : t('screens.adminOrders.noMatch')}
      >
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3" alignItems="start">
          {vm.visible.map((order) => {
            const busy = vm.busy.get(order.id);
            const open = vm.expanded.has(order.id);
            return (
              <OrderCard key={order.id} order={order} totalLabel="total" showDelivery={open} storeLocation={vm.storeLocation}>
                <Stack gap="3">
                  {open && <AdminOrderDetails order={order} />}
                  {order.status === 'accepted' && order.deliveryCodeRequired && (
                    <DeliveryCodeField orderId={order.id} entries={vm.codes} disabled={!!busy} />
                  )}
                  <HStack gap="2" flexWrap="wrap">
                    <Button size="lg" variant="ghost" aria-expanded={open} onClick={() => vm.toggleDetails(order.id)}>
                      {open ? t('screens.adminOrders.hideDetails') : t('screens.adminOrders.showDetails')}
                    </Button>
                    {order.status === 'accepted' && (
                      <Button
                        size="lg"
                        flex="1"
                        loading={busy === 'deliver'}
                        disabled={!!busy}
                        onClick={async () => report(await vm.markDelivered(order.id))}
                      >
                        {t('screens.adminOrders.markDelivered')}
                      </Button>
                    )}
                    <Button
                      size="lg"
                      flex="1"
                      variant="outline"
                      colorPalette="red"
                      disabled={!!busy}
                      onClick={() => vm.requestCancel(order.id)}
                    >
                      {t('screens.adminOrders.cancel')}
                    </Button>
                  </HStack>
                </Stack>
              </OrderCard>
            );
          })}
        </SimpleGrid>
      </OrderListState>
      <ConfirmDialog
        open={!!target}
        title={t('screens.adminOrders.confirmCancel.title')}
        body={target ? t('screens.adminOrders.confirmCancel.body', { name: target.userName, total: formatPrice(target.total) }) : ''}
        confirmLabel={t('screens.adminOrders.confirmCancel.confirm')}
        cancelLabel={t('screens.adminOrders.confirmCancel.keep')}
        busy={target ? vm.busy.get(target.id) === 'cancel' : false}
        destructive
        onConfirm={async () => report(await vm.confirmCancel())}
        onClose={vm.dismissCancel}
      />
    </Stack>
  );
});

export default AdminOrdersScreen;
