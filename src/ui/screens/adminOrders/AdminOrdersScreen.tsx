import { Field, Heading, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../../app/useViewModel';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { DeliveryCodeField } from '../../components/orders/DeliveryCodeField';
import { OrderCard } from '../../components/orders/OrderCard';
import { formatPrice } from '../../shared/formatPrice';
import { OrderListState } from '../../components/orders/OrderListState';
import { useReportOrderOutcome } from '../../components/orders/useReportOrderOutcome';
import { AdminOrdersViewModel } from './AdminOrdersViewModel';
import { AdminOrderActions } from './components/AdminOrderActions';
import { AdminOrderDetails } from './components/AdminOrderDetails';
import { AssignOrderDialog } from './components/AssignOrderDialog';
import { StatusFilterBar } from './components/StatusFilterBar';

/**
 * /adminorders (Manage Orders): every active order, live, with cancel, mark delivered, hand back,
 * assign to a delivery person, and unlock an order locked by wrong delivery codes.
 */
const AdminOrdersScreen = observer(function AdminOrdersScreen() {
  const { t } = useTranslation();
  const vm = useViewModel(AdminOrdersViewModel);
  const report = useReportOrderOutcome();
  const target = vm.cancelTarget;
  const handBack = vm.handBackTarget;

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
        loading={vm.list.loading}
        error={vm.list.loadError}
        empty={vm.visible.length === 0}
        emptyText={vm.all.length === 0 ? t('screens.adminOrders.noOrders') : t('screens.adminOrders.noMatch')}
      >
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3" alignItems="start">
          {vm.visible.map((order) => {
            const busy = vm.busy.get(order.id);
            const open = vm.expanded.has(order.id);
            return (
              <OrderCard
                key={order.id}
                order={order}
                totalLabel="total"
                showDelivery={open}
                storeLocation={vm.list.storeLocation}
                lockedNote={t('screens.adminOrders.lockedHelp')}
              >
                <Stack gap="3">
                  {open && <AdminOrderDetails order={order} />}
                  {order.status === 'accepted' && order.deliveryCodeRequired && (
                    <DeliveryCodeField orderId={order.id} entries={vm.codes} disabled={!!busy} />
                  )}
                  <AdminOrderActions order={order} vm={vm} report={report} />
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
      <ConfirmDialog
        open={!!handBack}
        title={t('screens.adminOrders.confirmHandBack.title')}
        body={
          handBack
            ? t('screens.adminOrders.confirmHandBack.body', {
                person: handBack.deliveryPersonName ?? handBack.deliveryPersonId,
                name: handBack.userName || handBack.userEmail,
              })
            : ''
        }
        confirmLabel={t('screens.adminOrders.confirmHandBack.confirm')}
        cancelLabel={t('screens.adminOrders.confirmHandBack.keep')}
        busy={handBack ? vm.busy.get(handBack.id) === 'handBack' : false}
        onConfirm={async () => report(await vm.confirmHandBack())}
        onClose={vm.dismissHandBack}
      />
      <AssignOrderDialog vm={vm} onConfirm={async () => report(await vm.confirmAssign())} />
    </Stack>
  );
});

export default AdminOrdersScreen;
