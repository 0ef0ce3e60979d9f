import { PlaceholderScreen } from '../../shared/PlaceholderScreen';

/** Placeholder until the Cart screen lands; keep this path and the default export. */
export default function CartScreen() {
  return <PlaceholderScreen titleKey="titles.cart" />;
}
