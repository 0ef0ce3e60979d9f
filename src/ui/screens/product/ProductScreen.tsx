import { PlaceholderScreen } from '../../shared/PlaceholderScreen';

/** Placeholder until the Product screen lands; keep this path and the default export. */
export default function ProductScreen() {
  return <PlaceholderScreen titleKey="titles.product" />;
}
