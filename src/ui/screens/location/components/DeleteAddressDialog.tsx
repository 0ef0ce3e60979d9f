import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useAddressLine } from '../../../components/address/useAddressLine';
import type { LocationViewModel } from '../LocationViewModel';

/** 'Delete this address?': a saved address is gone for good, so one tap on Delete does not do it. */
export const DeleteAddressDialog = observer(function DeleteAddressDialog({ vm, onConfirm }: { vm: LocationViewModel; onConfirm(): void }) {
  const { t } = useTranslation();
  const lineOf = useAddressLine();
  const address = vm.confirmingDelete;
  return (
    <Dialog.Root role="alertdialog" open={address !== null} onOpenChange={(e) => !e.open && vm.cancelDelete()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('screens.location.deleteTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text overflowWrap="anywhere">{address && t('screens.location.deleteBody', { address: lineOf(address) })}</Text>
            </Dialog.Body>
            <Dialog.Footer gap="3">
              <Button size="lg" variant="outline" onClick={vm.cancelDelete} disabled={vm.deleting}>
                {t('screens.location.keep')}
              </Button>
              <Button size="lg" colorPalette="red" loading={vm.deleting} loadingText={t('screens.location.deleting')} onClick={onConfirm}>
                {t('screens.location.deleteConfirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
