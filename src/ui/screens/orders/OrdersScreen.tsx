import { Heading, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/SessionContext';
import { PageSpinner } from '../../shared/PageSpinner';
import { retryUntilLoaded } from '../../shared/retryUntilLoaded';
import { CustomerOrders } from './components/CustomerOrders';

// Only delivery people need the staff panel: its code stays out of the customer's download, and
// offline it waits for the connection (the screen's retry would not clear a failed React.lazy).
const AssignedOrdersPanel = lazy(retryUntilLoaded(() => import('../deliveryDashboard/AssignedOrdersPanel')));

/**
 * /orders serves two roles: customers see their own orders, delivery users the orders assigned
 * to them (their bottom bar labels it 'Orders'). This screen decides by the session's role.
 */
const OrdersScreen = observer(function OrdersScreen() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.isDelivery) {
    return (
      <Stack gap="4" px="3" py="4">
        <Heading as="h1" size="xl">
          {t('nav.bottom.orders')}
        </Heading>
        <Suspense fallback={<PageSpinner />}>
          <AssignedOrdersPanel />
        </Suspense>
      </Stack>
    );
  }
  return <CustomerOrders />;
});

export default OrdersScreen;
