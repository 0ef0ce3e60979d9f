import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useSession } from '../../app/SessionContext';
import { PageSpinner } from '../../shared/PageSpinner';
import { CustomerOrders } from './components/CustomerOrders';

// Only delivery people need the staff panel: its code stays out of the customer's download.
const AssignedOrdersPanel = lazy(() => import('../deliveryDashboard/AssignedOrdersPanel'));

/**
 * /orders serves two roles: customers see their own orders, delivery users the orders assigned
 * to them (their bottom bar labels it 'Orders'). This screen decides by the session's role.
 */
const OrdersScreen = observer(function OrdersScreen() {
  const session = useSession();
  if (session.isDelivery) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <AssignedOrdersPanel />
      </Suspense>
    );
  }
  return <CustomerOrders />;
});

export default OrdersScreen;
