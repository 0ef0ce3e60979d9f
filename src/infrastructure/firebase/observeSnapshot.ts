import { onSnapshot, type DocumentReference, type DocumentSnapshot, type Query, type QuerySnapshot } from 'firebase/firestore';

const report = (what: string) => (e: unknown) => {
  // A listener has no caller to reject; the screen keeps its last value and the log says why.
  console.error(`Firestore listener on ${what} failed`, e);
};

/** Live document: the listener gets each snapshot mapped. Returns unsubscribe. */
export function observeDoc<T>(ref: DocumentReference, map: (snap: DocumentSnapshot) => T, listener: (value: T) => void): () => void {
  return onSnapshot(ref, (snap) => listener(map(snap)), report(ref.path));
}

/** Live query: the listener gets each result mapped. Returns unsubscribe. */
export function observeQuery<T>(query: Query, map: (snap: QuerySnapshot) => T, listener: (value: T) => void): () => void {
  return onSnapshot(query, (snap) => listener(map(snap)), report('a query'));
}
