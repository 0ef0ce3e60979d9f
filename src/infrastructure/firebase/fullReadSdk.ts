import {
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
} from 'firebase/firestore';
import type { FirestoreReadSdk } from './FirestoreReadSdk';

/** The full SDK's read functions, for the repositories once it has loaded. */
export const fullReadSdk: FirestoreReadSdk = {
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
};
