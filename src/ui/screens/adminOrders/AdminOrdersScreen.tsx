import { PlaceholderScreen } from '../../shared/PlaceholderScreen';

/** Placeholder until the admin orders screen lands; keep this path and the default export. */
export default function AdminOrdersScreen() {
  return <PlaceholderScreen titleKey="titles.adminOrders" />;
}
