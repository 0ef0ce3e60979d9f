import { Field, Input } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DeliveryCodeEntries } from './DeliveryCodeEntries';

interface Props {
  orderId: string;
  /** The list's codes: what is typed here, and why it was refused (shown under the box). */
  entries: DeliveryCodeEntries;
  disabled?: boolean;
}

/**
 * The 4-digit code the customer reads out, typed before 'Mark delivered': a number pad
 * on phones, big enough to hit, with its problem under it.
 */
export const DeliveryCodeField = observer(function DeliveryCodeField({ orderId, entries, disabled }: Props) {
  const { t } = useTranslation();
  const error = entries.errorOf(orderId);
  return (
    <Field.Root invalid={!!error} disabled={disabled} required>
      <Field.Label>{t('screens.deliveryCode.label')}</Field.Label>
      <Input
        name={`delivery-code-${orderId}`}
        size="lg"
        maxW="48"
        fontSize="2xl"
        letterSpacing="widest"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={4}
        value={entries.codeOf(orderId)}
        onChange={(e) => entries.setCode(orderId, e.target.value.replace(/\D/g, '').slice(0, 4))}
      />
      {/* Chakra's fg.error (red.500) is 3.8:1 on white, below WCAG AA for text this size. */}
      {error ? (
        <Field.ErrorText color="red.700">{t(`messages.${error}`)}</Field.ErrorText>
      ) : (
        <Field.HelperText>{t('screens.deliveryCode.hint')}</Field.HelperText>
      )}
    </Field.Root>
  );
});
