import { PlaceholderScreen } from '../../shared/PlaceholderScreen';

/** Placeholder until the delivery dashboard screen lands; keep this path and the default export. */
export default function DeliveryDashboardScreen() {
  return <PlaceholderScreen titleKey="titles.deliveryDashboard" />;
}
