import { PlaceholderScreen } from '../../shared/PlaceholderScreen';

/** Placeholder until the maps test screen lands; keep this path and the default export. */
export default function MapsTestScreen() {
  return <PlaceholderScreen titleKey="titles.mapsTest" />;
}
