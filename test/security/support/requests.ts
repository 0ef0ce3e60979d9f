import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
  type WhereFilterOp,
} from 'firebase/firestore';
import type { CallableRequest, FirestoreRequest } from './attempts';

/**
 * The requests of the catalogue, as a browser with devtools would make them: the web SDK's own
 * calls on any path, and the server functions with any data.
 */

type Filter = [string, WhereFilterOp, unknown];

/** setDoc, a create or a whole overwrite (`merge` for a merge). */
export const set = (path: string, data: DocumentData, merge = false): FirestoreRequest => ({
  kind: 'firestore',
  paths: [path],
  run: (db: Firestore) => (merge ? setDoc(doc(db, path), data, { merge: true }) : setDoc(doc(db, path), data)),
});

export const update = (path: string, data: DocumentData): FirestoreRequest => ({
  kind: 'firestore',
  paths: [path],
  run: (db: Firestore) => updateDoc(doc(db, path), data),
});

export const remove = (path: string): FirestoreRequest => ({
  kind: 'firestore',
  paths: [path],
  run: (db: Firestore) => deleteDoc(doc(db, path)),
});

export const read = (path: string): FirestoreRequest => ({
  kind: 'firestore',
  paths: [],
  run: (db: Firestore) => getDoc(doc(db, path)),
});

/** A query of one collection, optionally filtered. */
export const list = (path: string, ...filters: Filter[]): FirestoreRequest => ({
  kind: 'firestore',
  paths: [],
  run: (db: Firestore) => getDocs(query(collection(db, path), ...filters.map(([f, op, v]) => where(f, op, v)))),
});

/** A collection-group query (every `orders` collection: active orders and every history). */
export const group = (id: string, ...filters: Filter[]): FirestoreRequest => ({
  kind: 'firestore',
  paths: [],
  run: (db: Firestore) => getDocs(query(collectionGroup(db, id), ...filters.map(([f, op, v]) => where(f, op, v)))),
});

export const call = (name: string, data: unknown): CallableRequest => ({ kind: 'callable', name, data });

/** A string of `n` characters: 900 kB fits under Firestore's 1 MiB document limit. */
export const big = (n: number): string => 'x'.repeat(n);
export const KB900 = 900_000;
