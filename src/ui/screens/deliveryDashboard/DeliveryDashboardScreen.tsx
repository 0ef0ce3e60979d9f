import { Heading, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../../app/useViewModel';
import { OrderCard } from '../../components/orders/OrderCard';
import { Button } from '../../shared/Button';
import { useNotify } from '../../shared/NotifyContext';
import AssignedOrdersPanel from './AssignedOrdersPanel';
import { OrderListState } from '../../components/orders/OrderListState';
import { KeepScreenOnToggle } from './components/KeepScreenOnToggle';
import { TodaySummaryCard } from './components/TodaySummaryCard';
import { DeliveryDashboardViewModel } from './DeliveryDashboardViewModel';

/**
 * /delivery-dashboard: 'Keep screen on while on duty', today's figures, the new orders waiting (live)
 * with a big Accept button, and my accepted orders with Mark delivered and Cancel. Made for one thumb on a cheap phone.
 */
const DeliveryDashboardScreen = observer(function DeliveryDashboardScreen() {
  const { t } = useTranslation();
  const vm = useViewModel(DeliveryDashboardViewModel);
  const notify = useNotify();

  const accept = async (orderId: string) => notify.outcome(await vm.accept(orderId));

  return (
    <Stack gap="6" px={{ base: '3', md: '6' }} py="4" maxW="3xl" mx="auto">
      <Heading as="h1" size="xl">
        {t('titles.deliveryDashboard')}
      </Heading>
      <KeepScreenOnToggle />
      <TodaySummaryCard summary={vm.summary} error={vm.summaryError} />
      <Stack as="section" gap="3" aria-labelledby="pending-orders-title">
        <Heading as="h2" id="pending-orders-title" size="lg">
          {t('screens.deliveryDashboard.pendingTitle')}
          {vm.pending.length > 0 ? ` (${vm.pending.length})` : ''}
        </Heading>
        <OrderListState
          loading={vm.list.loading}
          error={vm.list.loadError}
          empty={vm.pending.length === 0}
          emptyText={t('screens.deliveryDashboard.noPending')}
        >
          {vm.pending.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              headingLevel="h3"
              storeLocation={vm.list.storeLocation}
              lockedNote={t('screens.deliveryDashboard.lockedHelp')}
            >
              <Button
                size="lg"
                minH="14"
                width="full"
                fontSize="lg"
                loading={vm.isAccepting(order.id)}
                onClick={() => void accept(order.id)}
              >
                {t('screens.deliveryDashboard.accept')}
              </Button>
            </OrderCard>
          ))}
        </OrderListState>
      </Stack>
      <AssignedOrdersPanel />
    </Stack>
  );
});

export default DeliveryDashboardScreen;
