import { Field, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The select's value for 'a new one, named below'. */
export const NEW_PLACE = '__new__';

interface Props {
  label: string;
  value: string;
  isNew: boolean;
  options: readonly { id: string; name: string; nameHi?: string }[];
  newLabel: string;
  error?: string | null;
  disabled?: boolean;
  onChange(id: string, isNew: boolean): void;
}

/** A group or subgroup: one of the existing ones (in the interface language) or a new one. */
export function PlaceSelect({ label, value, isNew, options, newLabel, error, disabled, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const hindi = i18n.language === 'hi';
  return (
    <Field.Root invalid={!!error} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field
          value={isNew ? NEW_PLACE : value}
          onChange={(e) => onChange(e.target.value === NEW_PLACE ? '' : e.target.value, e.target.value === NEW_PLACE)}
        >
          <option value="">{t('screens.adminUpload.choose')}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {(hindi && o.nameHi) || o.name}
            </option>
          ))}
          <option value={NEW_PLACE}>{newLabel}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
