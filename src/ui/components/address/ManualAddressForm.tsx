import { Heading, HStack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/Button';
import { PINCODE_MAX_LENGTH, type ManualAddressFormModel, type ManualAddressInputField } from './ManualAddressFormModel';
import { TextField } from '../../shared/TextField';
import { StackForm } from '../../shared/StackForm';

interface Props {
  model: ManualAddressFormModel;
  submitting: boolean;
  onSubmit(): void;
  onBack(): void;
}

const FIELDS: ReadonlyArray<{ field: ManualAddressInputField; autoComplete: string; required: boolean }> = [
  { field: 'street', autoComplete: 'address-line1', required: true },
  { field: 'area', autoComplete: 'address-line2', required: true },
  { field: 'city', autoComplete: 'address-level2', required: true },
  { field: 'state', autoComplete: 'address-level1', required: true },
  { field: 'pincode', autoComplete: 'postal-code', required: true },
  { field: 'country', autoComplete: 'country-name', required: false },
];

/**
 * docs/SPEC.md 'Screens and routes', 'Validation rules': 'Enter Address Manually', each field's error under
 * it, cleared as it is edited.
 */
export const ManualAddressForm = observer(function ManualAddressForm({ model, submitting, onSubmit, onBack }: Props) {
  const { t } = useTranslation();
  return (
    <StackForm gap="4" aria-labelledby="manual-address-title" onSubmit={() => onSubmit()}>
      <Heading as="h2" id="manual-address-title" size="lg">
        {t('screens.manualAddress.title')}
      </Heading>
      {FIELDS.map(({ field, autoComplete, required }) => {
        const error = field === 'country' ? undefined : model.errors[field];
        return (
          <TextField
            key={field}
            name={field}
            label={t(`screens.manualAddress.${field}`)}
            placeholder={t(`screens.manualAddress.${field}Placeholder`)}
            value={model[field]}
            onChange={(value) => model.setField(field, value)}
            error={error ? t(`messages.${error}`) : null}
            required={required}
            autoComplete={autoComplete}
            {...(field === 'pincode' ? { maxLength: PINCODE_MAX_LENGTH, inputMode: 'numeric' as const } : {})}
          />
        );
      })}
      <HStack gap="3" flexWrap="wrap">
        <Button type="submit" size="lg" loading={submitting} flex="1">
          {t('screens.manualAddress.submit')}
        </Button>
        <Button type="button" size="lg" variant="outline" onClick={onBack} disabled={submitting} flex="1">
          {t('screens.manualAddress.back')}
        </Button>
      </HStack>
    </StackForm>
  );
});
