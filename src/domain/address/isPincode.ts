/** An Indian PIN code as SPEC section 5 has it: exactly 6 digits. */
export const isPincode = (value: string): boolean => /^\d{6}$/.test(value);
