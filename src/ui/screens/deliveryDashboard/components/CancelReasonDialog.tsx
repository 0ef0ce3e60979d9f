import { Field, RadioGroup, Stack, Textarea } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { RadioCard } from '../../../shared/RadioCard';
import { CANCEL_REASONS, isCancelReason } from '../../../../domain/order/cancelReasons';
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
    <ConfirmDialog
      open={!!form}
      title={t('screens.deliveryDashboard.cancel.title')}
      confirmLabel={t('screens.deliveryDashboard.cancel.confirm')}
      cancelLabel={t('screens.deliveryDashboard.cancel.keep')}
      busy={sending}
      destructive
      onConfirm={onConfirm}
      onClose={vm.closeCancel}
      body={
        form && (
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
                  <RadioCard key={reason} value={reason} chosen={form.reason === reason}>
                    {t(`screens.deliveryDashboard.cancel.reasons.${reason}`)}
                  </RadioCard>
                ))}
              </Stack>
            </RadioGroup.Root>
            {form.reason === 'other' && (
              <Field.Root invalid={form.error === 'otherRequired'} disabled={sending}>
                <Field.Label>{t('screens.deliveryDashboard.cancel.otherLabel')}</Field.Label>
                <Textarea size="lg" rows={2} value={form.other} onChange={(e) => vm.setOther(e.target.value)} maxLength={200} />
                {form.error === 'otherRequired' && <Field.ErrorText>{t('screens.deliveryDashboard.cancel.otherRequired')}</Field.ErrorText>}
              </Field.Root>
            )}
            {form.error === 'reasonRequired' && (
              <Field.Root invalid>
                <Field.ErrorText>{t('screens.deliveryDashboard.cancel.reasonRequired')}</Field.ErrorText>
              </Field.Root>
            )}
          </Stack>
        )
      }
    />
  );
});
