import { PlaceholderScreen } from '../../shared/PlaceholderScreen';

/** Placeholder until the Category screen lands; keep this path and the default export. */
export default function CategoryScreen() {
  return <PlaceholderScreen titleKey="titles.category" />;
}
