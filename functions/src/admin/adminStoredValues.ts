import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { StoredValues } from '../../../src/infrastructure/firebase/converters/StoredValues';

/** The Admin SDK's field deletion and timestamps, for what the server writes with the shop's converters. */
export const adminStoredValues: StoredValues = {
  deleteField: () => FieldValue.delete(),
  timestamp: (millis) => Timestamp.fromMillis(millis),
};
