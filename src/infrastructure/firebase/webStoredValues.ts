import { deleteField, Timestamp } from 'firebase/firestore';
import type { StoredValues } from './converters/StoredValues';

/** The web SDK's field deletion and timestamps, for what the browser writes (carts, profiles, catalogue, settings). */
export const webStoredValues: StoredValues = {
  deleteField,
  timestamp: (millis) => Timestamp.fromMillis(millis),
};
