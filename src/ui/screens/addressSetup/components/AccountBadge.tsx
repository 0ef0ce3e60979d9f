import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UserType } from '../../../../domain/user/UserProfile';

const PALETTE: Record<UserType, string> = { admin: 'purple', delivery: 'blue', customer: 'brand' };

/** docs/SPEC.md 'Screens and routes': Admin Account, Delivery Person or Customer Account. */
export function AccountBadge({ role }: { role: UserType }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={PALETTE[role]} size="lg" variant="subtle" alignSelf="flex-start">
      {t(`screens.addressSetup.badge.${role}`)}
    </Badge>
  );
}
