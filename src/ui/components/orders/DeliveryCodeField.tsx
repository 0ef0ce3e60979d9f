import { Field, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface Props {
  orderId: string;
  value: string;
  onChange(value: string): void;
  /** A store.deliveryCode* code, shown under the box. */
  error?: string | null;
  disabled?: boolean;
}

/**
 * The 4-digit code the customer reads out, typed before 'Mark delivered' (issue 12): a number pad
 * on phones, big enough to hit, with its problem under it.
 */
export function DeliveryCodeField({ orderId, value, onChange, error, disabled }: Props) {
  const { t } = useTranslation();
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
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 4))}
      />
      {/* Chakra's fg.error (red.500) is 3.8:1 on white, below WCAG AA for text this size. */}
      {error ? (
        <Field.ErrorText color="red.700">{t(`messages.${error}`)}</Field.ErrorText>
      ) : (
        <Field.HelperText>{t('screens.deliveryCode.hint')}</Field.HelperText>
      )}
    </Field.Root>
  );
}
