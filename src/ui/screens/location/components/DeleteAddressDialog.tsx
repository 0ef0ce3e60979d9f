import { Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useAddressLine } from '../../../components/address/useAddressLine';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import type { LocationViewModel } from '../LocationViewModel';

/** 'Delete this address?': a saved address is gone for good, so one tap on Delete does not do it. */
export const DeleteAddressDialog = observer(function DeleteAddressDialog({ vm, onConfirm }: { vm: LocationViewModel; onConfirm(): void }) {
  const { t } = useTranslation();
  const lineOf = useAddressLine();
  const address = vm.confirmingDelete;
  return (
    <ConfirmDialog
      open={address !== null}
      title={t('screens.location.deleteTitle')}
      body={address && <Text overflowWrap="anywhere">{t('screens.location.deleteBody', { address: lineOf(address) })}</Text>}
      confirmLabel={t('screens.location.deleteConfirm')}
      cancelLabel={t('screens.location.keep')}
      busy={vm.deleting}
      busyLabel={t('screens.location.deleting')}
      destructive
      onConfirm={onConfirm}
      onClose={vm.cancelDelete}
    />
  );
});
