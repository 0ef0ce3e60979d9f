import { PlaceholderScreen } from '../../shared/PlaceholderScreen';

/**
 * Placeholder until the orders screen lands; keep this path and the default export.
 * /orders serves two roles: customers see their own orders, delivery users the orders assigned
 * to them (their bottom bar labels it 'Orders'). This screen decides by the session's role.
 */
export default function OrdersScreen() {
  return <PlaceholderScreen titleKey="titles.orders" />;
}
