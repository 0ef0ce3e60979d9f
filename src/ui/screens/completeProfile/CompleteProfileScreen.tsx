import { PlaceholderScreen } from '../../shared/PlaceholderScreen';

/** Placeholder until the complete profile screen lands; keep this path and the default export. */
export default function CompleteProfileScreen() {
  return <PlaceholderScreen titleKey="titles.completeProfile" />;
}
