import { PlaceholderScreen } from '../../shared/PlaceholderScreen';

/** Placeholder until the Settings screen lands; keep this path and the default export. */
export default function SettingsScreen() {
  return <PlaceholderScreen titleKey="titles.settings" />;
}
