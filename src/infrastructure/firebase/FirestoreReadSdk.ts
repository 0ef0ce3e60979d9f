import type * as Firestore from 'firebase/firestore';

/**
 * The read functions of the Firestore SDK that the catalogue and profile reads use. Both
 * firebase/firestore and the much smaller firebase/firestore/lite provide them, so the same
 * reading code serves the first screen (lite) and everything after (full).
 */
export type FirestoreReadSdk = Pick<
  typeof Firestore,
  'collection' | 'collectionGroup' | 'doc' | 'documentId' | 'getDoc' | 'getDocs' | 'limit' | 'orderBy' | 'query' | 'startAfter' | 'where'
>;
