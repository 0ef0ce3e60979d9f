import { Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../../app/useViewModel';
import { InlineAlert } from '../../shared/InlineAlert';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { useNotify } from '../../shared/NotifyContext';
import { TextField } from '../../shared/TextField';
import { roleOf } from '../../../domain/user/roles';
import { AdminUsersViewModel } from './AdminUsersViewModel';
import { UserCard } from './components/UserCard';

/** /admin/users (Manage Users): every user, searchable, and their user type with confirmation. */
const AdminUsersScreen = observer(function AdminUsersScreen() {
  const { t } = useTranslation();
  const vm = useViewModel(AdminUsersViewModel);
  const notify = useNotify();

  const target = vm.changeTarget;
  const change = vm.pendingChange;
  const roleName = (type: string) => t(`screens.adminUsers.roles.${type}`, { defaultValue: type });

  const confirm = async () => notify.outcome(await vm.confirmChange());

  return (
    <Stack gap="4" px={{ base: '3', md: '6' }} py="4" maxW="6xl" mx="auto">
      <Heading as="h1" size="xl">
        {t('titles.adminUsers')}
      </Heading>
      <TextField
        type="search"
        label={t('screens.adminUsers.search')}
        value={vm.search}
        onChange={(value) => vm.setSearch(value)}
        placeholder={t('screens.adminUsers.searchPlaceholder')}
      />
      {vm.loadError && <InlineAlert status="error">{t(`messages.${vm.loadError}`)}</InlineAlert>}
      {vm.loading ? (
        <Stack gap="3" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton height="40" borderRadius="md" />
          <Skeleton height="40" borderRadius="md" />
        </Stack>
      ) : (
        <>
          {!vm.loadError && (
            <Text color="fg.muted" role="status">
              {t('screens.adminUsers.count', { count: vm.visible.length })}
            </Text>
          )}
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3" alignItems="start">
            {vm.visible.map((u) => (
              <UserCard
                key={u.uid}
                user={u}
                self={vm.isSelf(u.uid)}
                saving={vm.saving === u.uid}
                onChooseType={(type) => vm.requestChange(u.uid, type)}
              />
            ))}
          </SimpleGrid>
        </>
      )}
      <ConfirmDialog
        open={!!target && !!change}
        title={t('screens.adminUsers.confirm.title')}
        body={
          target && change
            ? t(vm.isSelf(target.uid) ? 'screens.adminUsers.confirm.bodySelf' : 'screens.adminUsers.confirm.body', {
                name: target.name || target.email,
                from: roleName(roleOf(target)),
                to: roleName(change.userType),
              })
            : ''
        }
        confirmLabel={t('screens.adminUsers.confirm.confirm')}
        cancelLabel={t('screens.adminUsers.confirm.keep')}
        busy={vm.saving !== null}
        destructive={!!target && roleOf(target) === 'admin'}
        onConfirm={() => void confirm()}
        onClose={vm.dismissChange}
      />
    </Stack>
  );
});

export default AdminUsersScreen;
