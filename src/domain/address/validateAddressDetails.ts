import type { Address, AddressDetails, AddressLabel } from './Address';
import { cleanText } from './cleanText';
import type { FormValidation } from './FormValidation';
import { joinAddressParts } from './joinAddressParts';

export const ADDRESS_LABELS: readonly AddressLabel[] = ['Home', 'Work', 'Other'];

/** Delivery instructions are free text ('ring twice, the gate with the neem tree'): room for a few sentences. */
export const MAX_INSTRUCTIONS_LENGTH = 300;

export interface AddressDetailsInput {
  /** The location picked on the map or typed; null when none was chosen yet. */
  location: Address | null;
  label?: string;
  houseNo?: string;
  building?: string;
  landmark?: string;
  instructions?: string;
  /** The entry being edited, carried along so fields the form does not show survive. */
  initialData?: Partial<AddressDetails>;
}

export type AddressDetailsField = 'location' | 'houseNo' | 'building';

export type AddressDetailsErrorCode = 'address.noLocation' | 'address.houseNoRequired' | 'address.buildingRequired';

const toLabel = (value: unknown): AddressLabel => ADDRESS_LABELS.find((label) => label === value) ?? 'Home';

/**
 * The 'Add Address Details' form (docs/SPEC.md 'Entities and their fields', 'Validation rules'): house number and building required after
 * trimming, landmark and instructions optional, label Home by default; fullAddress joins house
 * number, building and the location's formatted line. `createdAt` is the ISO time of the save.
 */
export function validateAddressDetails(
  input: AddressDetailsInput,
  createdAt: string,
): FormValidation<AddressDetails, AddressDetailsField, AddressDetailsErrorCode> {
  const houseNo = cleanText(input.houseNo);
  const building = cleanText(input.building);

  const errors: Partial<Record<AddressDetailsField, AddressDetailsErrorCode>> = {};
  if (!input.location) errors.location = 'address.noLocation';
  if (houseNo === '') errors.houseNo = 'address.houseNoRequired';
  if (building === '') errors.building = 'address.buildingRequired';
  if (!input.location || Object.keys(errors).length > 0) return { ok: false, errors };

  const location = input.location;
  return {
    ok: true,
    value: {
      ...input.initialData,
      ...location,
      label: toLabel(input.label ?? input.initialData?.label),
      houseNo,
      building,
      landmark: cleanText(input.landmark),
      instructions: cleanText(input.instructions, MAX_INSTRUCTIONS_LENGTH),
      fullAddress: joinAddressParts([houseNo, building, location.formatted]),
      createdAt,
    },
  };
}
