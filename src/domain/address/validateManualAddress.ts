import type { Address } from './Address';
import { cleanText } from './cleanText';
import type { FormValidation } from './FormValidation';
import { isPincode } from './isPincode';
import { joinAddressParts } from './joinAddressParts';

export const DEFAULT_COUNTRY = 'India';

export interface ManualAddressInput {
  street?: string;
  area?: string;
  city?: string;
  state?: string;
  pincode?: string;
  country?: string;
}

export type ManualAddressField = 'street' | 'area' | 'city' | 'state' | 'pincode';

export type ManualAddressErrorCode =
  | 'address.streetRequired'
  | 'address.areaRequired'
  | 'address.cityRequired'
  | 'address.stateRequired'
  | 'address.pincodeRequired'
  | 'address.pincodeInvalid';

const REQUIRED: ReadonlyArray<[Exclude<ManualAddressField, 'pincode'>, ManualAddressErrorCode]> = [
  ['street', 'address.streetRequired'],
  ['area', 'address.areaRequired'],
  ['city', 'address.cityRequired'],
  ['state', 'address.stateRequired'],
];

/**
 * The 'Enter Address Manually' form (docs/SPEC.md 'Validation rules'): values trimmed, street, area, city, state and
 * a 6-digit PIN code required, country optional (India). A typed address has no map point yet.
 */
export function validateManualAddress(input: ManualAddressInput): FormValidation<Address, ManualAddressField, ManualAddressErrorCode> {
  const street = cleanText(input.street);
  const area = cleanText(input.area);
  const city = cleanText(input.city);
  const state = cleanText(input.state);
  const pincode = cleanText(input.pincode);
  const values = { street, area, city, state };

  const errors: Partial<Record<ManualAddressField, ManualAddressErrorCode>> = {};
  for (const [field, code] of REQUIRED) if (values[field] === '') errors[field] = code;
  if (pincode === '') errors.pincode = 'address.pincodeRequired';
  else if (!isPincode(pincode)) errors.pincode = 'address.pincodeInvalid';
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  return {
    ok: true,
    value: {
      street,
      area,
      city,
      state,
      pincode,
      country: cleanText(input.country) || DEFAULT_COUNTRY,
      formatted: joinAddressParts([street, area, city, state, pincode]),
      coordinates: null,
    },
  };
}
