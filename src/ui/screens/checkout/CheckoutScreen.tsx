import { PlaceholderScreen } from '../../shared/PlaceholderScreen';

/** Placeholder until the Checkout screen lands; keep this path and the default export. */
export default function CheckoutScreen() {
  return <PlaceholderScreen titleKey="titles.checkout" />;
}
