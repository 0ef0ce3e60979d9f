import { PlaceholderScreen } from '../../shared/PlaceholderScreen';

/** Placeholder until the Login screen lands; keep this path and the default export. */
export default function LoginScreen() {
  return <PlaceholderScreen titleKey="titles.login" />;
}
