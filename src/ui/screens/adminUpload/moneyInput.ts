import { rupeesToPaise, type Paise } from '../../../domain/shared/Money';

/** What the admin typed in a rupee box ('45.50', '₹1,250') as paise; NaN when blank or not a number. */
export function parseRupees(text: string): Paise {
  const t = text.replace(/₹|,|\s/g, '');
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(t) ? rupeesToPaise(Number(t)) : Number.NaN;
}

/** A stock figure as typed; NaN when blank or not a number (the draft rules say why). */
export function parseAmount(text: string): number {
  const t = text.trim();
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
}

/** Paise back into the rupee box: 4550 -> '45.50', 5000 -> '50'. */
export const rupeesText = (paise: Paise | undefined): string =>
  paise === undefined ? '' : paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
