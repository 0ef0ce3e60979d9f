/** An Indian PIN code as docs/SPEC.md 'Validation rules' has it: exactly 6 digits. */
export const isPincode = (value: string): boolean => /^\d{6}$/.test(value);
