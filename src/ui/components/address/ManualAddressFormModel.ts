import { actionBound, makeObservable, observable } from 'mobx';
import type { Address } from '../../../domain/address/Address';
import {
  DEFAULT_COUNTRY,
  validateManualAddress,
  type ManualAddressErrorCode,
  type ManualAddressField,
} from '../../../domain/address/validateManualAddress';

export type ManualAddressInputField = ManualAddressField | 'country';

/** docs/SPEC.md 'Validation rules': the PIN code box takes at most 6 characters. */
export const PINCODE_MAX_LENGTH = 6;

/**
 * The 'Enter Address Manually' form's state: what is typed and one error code per field. Editing
 * a field clears its error (docs/SPEC.md 'Validation rules'); submit() shows every error at once.
 */
export class ManualAddressFormModel {
  street = '';
  area = '';
  city = '';
  state = '';
  pincode = '';
  country = DEFAULT_COUNTRY;
  errors: Partial<Record<ManualAddressField, ManualAddressErrorCode>> = {};

  constructor() {
    makeObservable(this, {
      street: observable,
      area: observable,
      city: observable,
      state: observable,
      pincode: observable,
      country: observable,
      errors: observable,
      setField: actionBound,
      submit: actionBound,
    });
  }

  setField(field: ManualAddressInputField, value: string): void {
    this[field] = field === 'pincode' ? value.slice(0, PINCODE_MAX_LENGTH) : value;
    if (field !== 'country') delete this.errors[field];
  }

  /** The trimmed address (coordinates null: a typed address has no map point yet), or null with the errors shown. */
  submit(): Address | null {
    const result = validateManualAddress({
      street: this.street,
      area: this.area,
      city: this.city,
      state: this.state,
      pincode: this.pincode,
      country: this.country,
    });
    if (!result.ok) {
      this.errors = { ...result.errors };
      return null;
    }
    this.errors = {};
    return result.value;
  }
}
