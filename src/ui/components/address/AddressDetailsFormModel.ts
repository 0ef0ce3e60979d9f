import { actionBound, makeObservable, observable } from 'mobx';
import type { Address, AddressDetails, AddressLabel } from '../../../domain/address/Address';
import {
  validateAddressDetails,
  type AddressDetailsErrorCode,
  type AddressDetailsField,
} from '../../../domain/address/validateAddressDetails';
import type { Millis } from '../../../domain/shared/Timestamp';

export type AddressDetailsTextField = 'houseNo' | 'building' | 'landmark' | 'instructions';

/**
 * The 'Add Address Details' form's state (docs/SPEC.md 'Screens and routes', 'Entities and their fields', 'Validation
 * rules'). `now` stamps createdAt at
 * save, so hosts pass their Clock and tests get a fixed time.
 */
export class AddressDetailsFormModel {
  label: AddressLabel = 'Home';
  houseNo = '';
  building = '';
  landmark = '';
  instructions = '';
  errors: Partial<Record<AddressDetailsField, AddressDetailsErrorCode>> = {};
  private initialData: Partial<AddressDetails> | undefined = undefined;

  constructor(private readonly now: () => Millis) {
    makeObservable(this, {
      label: observable,
      houseNo: observable,
      building: observable,
      landmark: observable,
      instructions: observable,
      errors: observable,
      prefill: actionBound,
      setLabel: actionBound,
      setField: actionBound,
      submit: actionBound,
    });
  }

  /** Fills the form from an entry being edited; fields the form does not show are carried to the save. */
  prefill(initial: Partial<AddressDetails> | null | undefined): void {
    this.initialData = initial ?? undefined;
    this.label = initial?.label ?? 'Home';
    this.houseNo = initial?.houseNo ?? '';
    this.building = initial?.building ?? '';
    this.landmark = initial?.landmark ?? '';
    this.instructions = initial?.instructions ?? '';
    this.errors = {};
  }

  setLabel(label: AddressLabel): void {
    this.label = label;
  }

  setField(field: AddressDetailsTextField, value: string): void {
    this[field] = value;
    if (field === 'houseNo' || field === 'building') delete this.errors[field];
  }

  /** The full address object to save, or null with every error shown. */
  submit(location: Address | null): AddressDetails | null {
    const result = validateAddressDetails(
      {
        location,
        label: this.label,
        houseNo: this.houseNo,
        building: this.building,
        landmark: this.landmark,
        instructions: this.instructions,
        initialData: this.initialData,
      },
      new Date(this.now()).toISOString(),
    );
    if (!result.ok) {
      this.errors = { ...result.errors };
      return null;
    }
    this.errors = {};
    return result.value;
  }
}
