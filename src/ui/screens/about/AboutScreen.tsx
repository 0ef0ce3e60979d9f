import { PlaceholderScreen } from '../../shared/PlaceholderScreen';

/** Placeholder until the About screen lands; keep this path and the default export. */
export default function AboutScreen() {
  return <PlaceholderScreen titleKey="titles.about" />;
}
