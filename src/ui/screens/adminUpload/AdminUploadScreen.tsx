import { PlaceholderScreen } from '../../shared/PlaceholderScreen';

/** Placeholder until the admin upload screen lands; keep this path and the default export. */
export default function AdminUploadScreen() {
  return <PlaceholderScreen titleKey="titles.adminUpload" />;
}
