import type { SavedAddress } from './Address';

/** When a saved address was saved: its id is the save time (0 for an entry without one). */
export const savedAt = (address: Pick<SavedAddress, 'id'>): number => Number(address.id) || 0;
