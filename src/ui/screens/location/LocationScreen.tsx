import { PlaceholderScreen } from '../../shared/PlaceholderScreen';

/** Placeholder until the Location screen lands; keep this path and the default export. */
export default function LocationScreen() {
  return <PlaceholderScreen titleKey="titles.location" />;
}
