const MOBILE = /^[6-9]\d{9}$/;

/**
 * A 10-digit Indian mobile number from what people type: spaces and dashes dropped, and a +91,
 * 91 or 0 prefix removed. Null when what remains is not a mobile number (starting 6 to 9).
 */
export function normaliseIndianMobile(raw: string): string | null {
  let digits = raw.replace(/[\s-]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return MOBILE.test(digits) ? digits : null;
}
