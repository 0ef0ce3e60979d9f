import { Field, Input, Textarea, type InputProps } from '@chakra-ui/react';

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Translated error text; the field is marked invalid while it is set. */
  error?: string | null;
  placeholder?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  multiline?: boolean;
  maxLength?: number;
  type?: InputProps['type'];
  inputMode?: InputProps['inputMode'];
  autoComplete?: string;
  name?: string;
}

/**
 * A labelled text box with its error under it, sized for a thumb (44 px). Used by the address
 * forms and the account screens. Forms are noValidate, so `required` only informs assistive tech.
 */
export function TextField({ label, value, onChange, error, helperText, required, disabled, multiline, ...input }: Props) {
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      {multiline ? (
        <Textarea size="lg" rows={3} autoresize value={value} onChange={(e) => onChange(e.target.value)} {...input} />
      ) : (
        <Input size="lg" value={value} onChange={(e) => onChange(e.target.value)} {...input} />
      )}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {/* Chakra's fg.error (red.500) is 3.8:1 on white, below WCAG AA for text this size. */}
      {error && <Field.ErrorText color="red.700">{error}</Field.ErrorText>}
    </Field.Root>
  );
}
