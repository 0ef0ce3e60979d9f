import { PlaceholderScreen } from '../../shared/PlaceholderScreen';

/** Placeholder until the Profile screen lands; keep this path and the default export. */
export default function ProfileScreen() {
  return <PlaceholderScreen titleKey="titles.profile" />;
}
