import { PlaceholderScreen } from '../../shared/PlaceholderScreen';

/** Placeholder until the admin dashboard screen lands; keep this path and the default export. */
export default function AdminDashboardScreen() {
  return <PlaceholderScreen titleKey="titles.adminDashboard" />;
}
