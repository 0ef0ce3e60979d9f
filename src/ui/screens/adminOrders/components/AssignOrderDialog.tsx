import { Dialog, Field, Portal, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../shared/DialogActions';
import { RadioCard } from '../../../shared/RadioCard';
import type { AdminOrdersViewModel } from '../AdminOrdersViewModel';

interface Props {
  vm: AdminOrdersViewModel;
  onConfirm(): void;
}

/**
 * 'Who should deliver this order?': the delivery people other than whoever has it now, one big
 * radio row each (read while the dialog opens), and who has it now on an accepted order.
 */
export const AssignOrderDialog = observer(function AssignOrderDialog({ vm, onConfirm }: Props) {
  const { t } = useTranslation();
  const form = vm.assignForm;
  const order = vm.assignTarget;
  const choices = vm.assignChoices;
  const sending = form ? vm.busy.has(form.orderId) : false;
  const holder = order?.status === 'accepted' ? (order.deliveryPersonName ?? order.deliveryPersonId) : null;
  return (
    <Dialog.Root open={!!form && !!order} onOpenChange={(e) => !e.open && vm.closeAssign()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {t('screens.adminOrders.assignOrder.title', { name: order ? order.userName || order.userEmail : '' })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {form && (
                <Stack gap="4">
                  {holder && <Text>{t('screens.adminOrders.assignOrder.current', { person: holder })}</Text>}
                  {form.loadError ? (
                    <Text color="fg.error">{t(`messages.${form.loadError}`)}</Text>
                  ) : choices === null ? (
                    <Text color="fg.muted">{t('screens.adminOrders.assignOrder.loading')}</Text>
                  ) : choices.length === 0 ? (
                    <Text>{t('screens.adminOrders.assignOrder.none')}</Text>
                  ) : (
                    <RadioGroup.Root
                      name="assign-delivery-person"
                      value={form.chosen}
                      onValueChange={(e) => e.value && vm.choose(e.value)}
                      disabled={sending}
                      aria-invalid={form.missingChoice}
                    >
                      <RadioGroup.Label fontWeight="medium" mb="2" display="block">
                        {t('screens.adminOrders.assignOrder.label')}
                      </RadioGroup.Label>
                      <Stack gap="2">
                        {choices.map((person) => (
                          <RadioCard key={person.uid} value={person.uid} chosen={form.chosen === person.uid}>
                            {person.name}
                          </RadioCard>
                        ))}
                      </Stack>
                    </RadioGroup.Root>
                  )}
                  {form.missingChoice && (
                    <Field.Root invalid>
                      <Field.ErrorText>{t('screens.adminOrders.assignOrder.required')}</Field.ErrorText>
                    </Field.Root>
                  )}
                </Stack>
              )}
            </Dialog.Body>
            {/* Nobody to give it to: only 'Keep as it is' makes sense. */}
            <DialogActions
              cancelLabel={t('screens.adminOrders.assignOrder.keep')}
              confirmLabel={t('screens.adminOrders.assignOrder.confirm')}
              busy={sending}
              confirmDisabled={choices?.length === 0 || !!form?.loadError}
              onConfirm={onConfirm}
              onCancel={vm.closeAssign}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
