import { PlaceholderScreen } from '../../shared/PlaceholderScreen';

/** Placeholder until the admin users screen lands; keep this path and the default export. */
export default function AdminUsersScreen() {
  return <PlaceholderScreen titleKey="titles.adminUsers" />;
}
