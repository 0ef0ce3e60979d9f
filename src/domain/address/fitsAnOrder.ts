import type { SavedAddress } from './Address';

/**
 * Longest text a stored address field may carry into an order. The forms cap every field at 100
 * (instructions 300), and the joined lines are a few fields long; a longer one was written past the
 * forms (a browser's devtools), and an order must not carry it to the delivery person's phone.
 */
const MAX_TEXT = 1000;

/** Whether every text of this saved address is of a size the forms could have written. */
export function fitsAnOrder(address: SavedAddress): boolean {
  return Object.values(address).every((value) => typeof value !== 'string' || value.length <= MAX_TEXT);
}
