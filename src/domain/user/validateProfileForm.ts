import { cleanText } from '../address/cleanText';
import type { FormValidation } from '../address/FormValidation';
import { normaliseIndianMobile } from './normaliseIndianMobile';

export interface ProfileFormInput {
  name?: string;
  village?: string;
  phoneNumber?: string;
}

export interface ProfileForm {
  name: string;
  village: string;
  /** 10 digits, or '' when left blank. */
  phoneNumber: string;
}

export type ProfileFormField = keyof ProfileForm;

export type ProfileFormErrorCode = 'profile.nameRequired' | 'profile.villageRequired' | 'profile.invalidPhone';

/**
 * The complete-profile form: name and village required (docs/SPEC.md 'Business constants and limits'), every value trimmed and
 * capped; the phone is optional but, when given, must be an Indian mobile number.
 */
export function validateProfileForm(input: ProfileFormInput): FormValidation<ProfileForm, ProfileFormField, ProfileFormErrorCode> {
  const name = cleanText(input.name);
  const village = cleanText(input.village);
  const phone = cleanText(input.phoneNumber);
  const phoneNumber = phone === '' ? '' : normaliseIndianMobile(phone);

  const errors: Partial<Record<ProfileFormField, ProfileFormErrorCode>> = {};
  if (name === '') errors.name = 'profile.nameRequired';
  if (village === '') errors.village = 'profile.villageRequired';
  if (phoneNumber === null) errors.phoneNumber = 'profile.invalidPhone';
  if (phoneNumber === null || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { name, village, phoneNumber } };
}
