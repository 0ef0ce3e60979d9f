import { PlaceholderScreen } from '../../shared/PlaceholderScreen';

/** Placeholder until the address setup screen lands; keep this path and the default export. */
export default function AddressSetupScreen() {
  return <PlaceholderScreen titleKey="titles.addressSetup" />;
}
