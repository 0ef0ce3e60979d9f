import { Button, Dialog, Field, Portal, RadioGroup, Stack, Textarea } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CANCEL_REASONS, isCancelReason } from '../cancelReasons';
import type { AssignedOrdersViewModel } from '../AssignedOrdersViewModel';

interface Props {
  vm: AssignedOrdersViewModel;
  onConfirm(): void;
}

/** 'Why are you cancelling?': one of the usual reasons, or other with the words typed in. */
export const CancelReasonDialog = observer(function CancelReasonDialog({ vm, onConfirm }: Props) {
  const { t } = useTranslation();
  const form = vm.cancelForm;
  const sending = form ? vm.isBusy(form.orderId) : false;
  return (
    <Dialog.Root open={!!form} onOpenChange={(e) => !e.open && vm.closeCancel()} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('screens.deliveryDashboard.cancel.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {form && (
                <Stack gap="4">
                  <RadioGroup.Root
                    name="cancel-reason"
                    value={form.reason}
                    onValueChange={(e) => e.value && isCancelReason(e.value) && vm.setReason(e.value)}
                    disabled={sending}
                    aria-invalid={form.error === 'reasonRequired'}
                  >
                    <RadioGroup.Label fontWeight="medium" mb="2" display="block">
                      {t('screens.deliveryDashboard.cancel.reasonLabel')}
                    </RadioGroup.Label>
                    <Stack gap="2">
                      {CANCEL_REASONS.map((reason) => (
                        <RadioGroup.Item
                          key={reason}
                          value={reason}
                          minH="12"
                          px="3"
                          borderWidth="1px"
                          borderRadius="md"
                          borderColor={form.reason === reason ? 'brand.solid' : 'border'}
                          bg={form.reason === reason ? 'brand.subtle' : undefined}
                          cursor="pointer"
                        >
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>{t(`screens.deliveryDashboard.cancel.reasons.${reason}`)}</RadioGroup.ItemText>
                        </RadioGroup.Item>
                      ))}
                    </Stack>
                  </RadioGroup.Root>
                  {form.reason === 'other' && (
                    <Field.Root invalid={form.error === 'otherRequired'} disabled={sending}>
                      <Field.Label>{t('screens.deliveryDashboard.cancel.otherLabel')}</Field.Label>
                      <Textarea size="lg" rows={2} value={form.other} onChange={(e) => vm.setOther(e.target.value)} maxLength={200} />
                      {form.error === 'otherRequired' && (
                        <Field.ErrorText>{t('screens.deliveryDashboard.cancel.otherRequired')}</Field.ErrorText>
                      )}
                    </Field.Root>
                  )}
                  {form.error === 'reasonRequired' && (
                    <Field.Root invalid>
                      <Field.ErrorText>{t('screens.deliveryDashboard.cancel.reasonRequired')}</Field.ErrorText>
                    </Field.Root>
                  )}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer gap="3">
              <Button size="lg" variant="outline" flex="1" onClick={vm.closeCancel} disabled={sending}>
                {t('screens.deliveryDashboard.cancel.keep')}
              </Button>
              <Button size="lg" colorPalette="red" flex="1" onClick={onConfirm} loading={sending}>
                {t('screens.deliveryDashboard.cancel.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
