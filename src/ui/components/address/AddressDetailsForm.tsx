import { Heading, HStack, RadioGroup } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Address, AddressDetails } from '../../../domain/address/Address';
import { readCoordinates } from '../../../domain/address/readCoordinates';
import { ADDRESS_LABELS } from '../../../domain/address/validateAddressDetails';
import { Button } from '../../shared/Button';
import type { AddressDetailsFormModel, AddressDetailsTextField } from './AddressDetailsFormModel';
import { AddressSummary } from './AddressSummary';
import { InlineAlert } from '../../shared/InlineAlert';
import { RadioCard } from '../../shared/RadioCard';
import { TextField } from '../../shared/TextField';
import { StackForm } from '../../shared/StackForm';

interface Props {
  model: AddressDetailsFormModel;
  /** The picked (or typed) location; null shows 'Please select a location on the map first'. */
  location: Address | null;
  /** The heading: 'Add Address Details' unless the host edits a saved address. */
  title?: string;
  saving: boolean;
  onSave(details: AddressDetails): void;
  onCancel(): void;
}

/**
 * docs/SPEC.md 'Screens and routes', 'Validation rules', 'Add Address Details': the location, address type, house number and
 * building (required), landmark and delivery instructions (optional); while saving the button reads
 * 'Saving...' with a spinner and both buttons are disabled.
 */
export const AddressDetailsForm = observer(function AddressDetailsForm({ model, location, title, saving, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  // The four boxes differ only in name: it is the model's field and the key of their label and placeholder.
  const textField = (name: AddressDetailsTextField, kind: 'required' | 'optional' | 'multiline') => {
    const code = name === 'houseNo' || name === 'building' ? model.errors[name] : undefined;
    return (
      <TextField
        name={name}
        label={t(`screens.addressDetails.${name}`)}
        placeholder={t(`screens.addressDetails.${name}Placeholder`)}
        value={model[name]}
        onChange={(value) => model.setField(name, value)}
        error={code ? t(`messages.${code}`) : null}
        required={kind === 'required'}
        multiline={kind === 'multiline'}
        disabled={saving}
      />
    );
  };
  return (
    <StackForm
      gap="4"
      aria-labelledby="address-details-title"
      onSubmit={() => {
        if (saving) return;
        const details = model.submit(location);
        if (details) onSave(details);
      }}
    >
      <Heading as="h2" id="address-details-title" size="lg">
        {title ?? t('screens.addressDetails.title')}
      </Heading>
      {location ? <AddressSummary address={location} /> : <InlineAlert status="warning">{t('messages.address.noLocation')}</InlineAlert>}
      {/* Typed by hand and not placed by the geocoder (the map failed): say what decides delivery now. */}
      {location && !readCoordinates(location) && (
        <InlineAlert status="info">{t('screens.addressDetails.noMapLocation', { pincode: location.pincode })}</InlineAlert>
      )}
      <RadioGroup.Root
        name="label"
        value={model.label}
        onValueChange={(e) => model.setLabel(ADDRESS_LABELS.find((label) => label === e.value) ?? 'Home')}
        disabled={saving}
      >
        <RadioGroup.Label fontWeight="medium" mb="2" display="block">
          {t('screens.addressDetails.type')}
        </RadioGroup.Label>
        <HStack gap="2" flexWrap="wrap">
          {ADDRESS_LABELS.map((label) => (
            <RadioCard key={label} value={label} chosen={model.label === label} minH="11" px="4">
              {t(`screens.addressDetails.types.${label}`)}
            </RadioCard>
          ))}
        </HStack>
      </RadioGroup.Root>
      {textField('houseNo', 'required')}
      {textField('building', 'required')}
      {textField('landmark', 'optional')}
      {textField('instructions', 'multiline')}
      <HStack gap="3">
        <Button type="button" size="lg" variant="outline" flex="1" onClick={onCancel} disabled={saving}>
          {t('screens.addressDetails.cancel')}
        </Button>
        <Button type="submit" size="lg" flex="1" loading={saving} loadingText={t('screens.addressDetails.saving')}>
          {t('screens.addressDetails.save')}
        </Button>
      </HStack>
    </StackForm>
  );
});
