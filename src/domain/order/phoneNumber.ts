/**
 * A 10-digit Indian mobile number (first digit 6-9) from what was typed, with spaces, dashes
 * and a +91 / 91 / 0 prefix tolerated; null when it is not one.
 */
export function normaliseMobileNumber(input: string): string | null {
  const digits = input.replace(/[\s\-()]/g, '');
  const match = /^(?:\+?91|0)?([6-9]\d{9})$/.exec(digits);
  return match?.[1] ?? null;
}
