/**
 * The two written values that differ between Firestore SDKs: the web SDK's and the Admin SDK's
 * sentinels and timestamps are not interchangeable, so the converters are given the ones of the
 * SDK that writes (webStoredValues in the browser, the functions' adminStoredValues on the server).
 */
export interface StoredValues {
  /** Removes the field in an update. */
  deleteField(): unknown;
  /** A Firestore Timestamp at these epoch millis. */
  timestamp(millis: number): unknown;
}
