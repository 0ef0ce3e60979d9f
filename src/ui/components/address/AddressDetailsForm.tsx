import { Button, Heading, HStack, RadioGroup, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Address, AddressDetails } from '../../../domain/address/Address';
import { readCoordinates } from '../../../domain/address/readCoordinates';
import { ADDRESS_LABELS } from '../../../domain/address/validateAddressDetails';
import type { AddressDetailsFormModel } from './AddressDetailsFormModel';
import { AddressSummary } from './AddressSummary';
import { InlineAlert } from '../../shared/InlineAlert';
import { TextField } from '../../shared/TextField';

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
  const error = (field: 'houseNo' | 'building') => {
    const code = model.errors[field];
    return code ? t(`messages.${code}`) : null;
  };
  return (
    <Stack asChild gap="4">
      <form
        noValidate
        aria-labelledby="address-details-title"
        onSubmit={(e) => {
          e.preventDefault();
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
              <RadioGroup.Item
                key={label}
                value={label}
                minH="11"
                px="4"
                borderWidth="1px"
                borderRadius="md"
                borderColor={model.label === label ? 'brand.solid' : 'border'}
                bg={model.label === label ? 'brand.subtle' : undefined}
                cursor="pointer"
              >
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(`screens.addressDetails.types.${label}`)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
        <TextField
          name="houseNo"
          label={t('screens.addressDetails.houseNo')}
          placeholder={t('screens.addressDetails.houseNoPlaceholder')}
          value={model.houseNo}
          onChange={(value) => model.setField('houseNo', value)}
          error={error('houseNo')}
          required
          disabled={saving}
        />
        <TextField
          name="building"
          label={t('screens.addressDetails.building')}
          placeholder={t('screens.addressDetails.buildingPlaceholder')}
          value={model.building}
          onChange={(value) => model.setField('building', value)}
          error={error('building')}
          required
          disabled={saving}
        />
        <TextField
          name="landmark"
          label={t('screens.addressDetails.landmark')}
          placeholder={t('screens.addressDetails.landmarkPlaceholder')}
          value={model.landmark}
          onChange={(value) => model.setField('landmark', value)}
          disabled={saving}
        />
        <TextField
          name="instructions"
          label={t('screens.addressDetails.instructions')}
          placeholder={t('screens.addressDetails.instructionsPlaceholder')}
          value={model.instructions}
          onChange={(value) => model.setField('instructions', value)}
          multiline
          disabled={saving}
        />
        <HStack gap="3">
          <Button type="button" size="lg" variant="outline" flex="1" onClick={onCancel} disabled={saving}>
            {t('screens.addressDetails.cancel')}
          </Button>
          <Button type="submit" size="lg" flex="1" loading={saving} loadingText={t('screens.addressDetails.saving')}>
            {t('screens.addressDetails.save')}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
});
