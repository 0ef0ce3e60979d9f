import type { FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore';
import {
  collection,
  collectionGroup,
  connectFirestoreEmulator,
  doc,
  documentId,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  startAfter,
  where,
} from 'firebase/firestore/lite';
import { CartReads } from './CartReads';
import type { FirestoreReadSdk } from './FirestoreReadSdk';
import { OrderReads } from './OrderReads';
import { ProductReads } from './ProductReads';
import { ProfileReads } from './ProfileReads';
import type { FirebaseEnv } from './readFirebaseEnv';
import { StoreSettingsReads } from './StoreSettingsReads';

export interface EarlyReadAdapters {
  products: ProductReads;
  carts: CartReads;
  users: ProfileReads;
  settings: StoreSettingsReads;
  orders: OrderReads;
}

/**
 * Entry of the Firestore Lite chunk: the profile, cart, catalogue, store settings and own orders reads of the first screen, over
 * plain requests, while the full SDK (listeners, transactions, offline cache) is still loading.
 */
export function openFirestoreLiteReads(app: FirebaseApp, env: FirebaseEnv): EarlyReadAdapters {
  const lite = getFirestore(app);
  if (env.useEmulators) connectFirestoreEmulator(lite, env.emulatorHosts.firestore.host, env.emulatorHosts.firestore.port);
  // The lite functions read the same documents with the same call shapes; only their types are nominal.
  const sdk = {
    collection,
    collectionGroup,
    doc,
    documentId,
    getDoc,
    getDocs,
    limit,
    orderBy,
    query,
    startAfter,
    where,
  } as unknown as FirestoreReadSdk;
  const db = lite as unknown as Firestore;
  return {
    products: new ProductReads(sdk, db, env.storeId),
    carts: new CartReads(sdk, db),
    users: new ProfileReads(sdk, db),
    settings: new StoreSettingsReads(sdk, db),
    orders: new OrderReads(sdk, db),
  };
}
