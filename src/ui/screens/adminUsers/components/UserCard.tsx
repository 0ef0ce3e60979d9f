import { Badge, Card, Field, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { roleOf } from '../../../../domain/user/roles';
import { USER_TYPES, type UserProfile } from '../../../../domain/user/UserProfile';
import { formatOrderTime } from '../../../components/orders/formatOrderTime';

interface Props {
  user: UserProfile;
  self: boolean;
  saving: boolean;
  onChooseType(userType: string): void;
}

const ROLE_PALETTE = { customer: 'gray', delivery: 'blue', admin: 'purple' } as const;

/** One user: name, contact, village, joined, role, and the user type picker. */
export function UserCard({ user, self, saving, onChooseType }: Props) {
  const { t, i18n } = useTranslation();
  const role = roleOf(user);
  const titleId = `user-${user.uid}-title`;
  return (
    <Card.Root as="article" aria-labelledby={titleId} size="sm">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Stack gap="0" minW="0">
            <Heading as="h2" id={titleId} size="md">
              {user.name || user.userName || user.email}
              {self && (
                <Text as="span" fontWeight="normal" color="fg.muted">
                  {' '}
                  {t('screens.adminUsers.you')}
                </Text>
              )}
            </Heading>
            <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
              {user.email}
            </Text>
          </Stack>
          <Badge colorPalette={ROLE_PALETTE[role]} size="lg" flexShrink={0}>
            {t(`screens.adminUsers.roles.${role}`)}
          </Badge>
        </HStack>
        <Stack gap="0" fontSize="sm">
          <Text>{t('screens.adminUsers.village', { village: user.village || '—' })}</Text>
          <Text>{t('screens.adminUsers.phone', { phone: user.phoneNumber || '—' })}</Text>
          <Text>{t('screens.adminUsers.joined', { date: formatOrderTime(user.createdAt, i18n.language) })}</Text>
        </Stack>
        <Field.Root disabled={saving}>
          <Field.Label>{t('screens.adminUsers.typeLabel')}</Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field value={role} onChange={(e) => onChooseType(e.target.value)}>
              {USER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`screens.adminUsers.roles.${type}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Card.Body>
    </Card.Root>
  );
}
