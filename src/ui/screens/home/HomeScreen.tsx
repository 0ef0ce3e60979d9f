import { PlaceholderScreen } from '../../shared/PlaceholderScreen';

/** Placeholder until the Home screen lands; keep this path and the default export. */
export default function HomeScreen() {
  return <PlaceholderScreen titleKey="titles.home" />;
}
