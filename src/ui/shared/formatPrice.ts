import type { Paise } from '../../domain/shared/Money';

/**
 * Indian digit grouping by hand: the last three digits, then pairs ('1,23,45,678'). The first
 * Intl.NumberFormat with an INR currency style costs 60-140 ms on a phone-speed CPU (4x throttled
 * Chromium: ICU loads its currency and locale data), a long task on every first screen with a price.
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** Rupees with Indian digit grouping: '₹1,25,000' when there are no paise, '₹1,25,000.50' otherwise. */
export const formatPrice = (paise: Paise): string => {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.round(paise));
  const rupees = groupIndian(String(Math.floor(abs / 100)));
  const rest = abs % 100;
  return rest === 0 ? `${sign}₹${rupees}` : `${sign}₹${rupees}.${String(rest).padStart(2, '0')}`;
};
