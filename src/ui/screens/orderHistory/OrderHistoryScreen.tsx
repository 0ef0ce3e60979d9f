import { PlaceholderScreen } from '../../shared/PlaceholderScreen';

/** Placeholder until the order history screen lands; keep this path and the default export. */
export default function OrderHistoryScreen() {
  return <PlaceholderScreen titleKey="titles.orderHistory" />;
}
