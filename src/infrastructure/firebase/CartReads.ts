import type { Firestore } from 'firebase/firestore';
import type { CartRepository } from '../../application/ports/CartRepository';
import type { Cart } from '../../domain/cart/CartLine';
import { cartFromDoc } from './converters/cartFromDoc';
import { firestoreCall } from './firestoreCall';
import type { FirestoreReadSdk } from './FirestoreReadSdk';

/** Where a shopper's cart lives: incart/{uid}, its lines in an items map. */
export const CART_COLLECTION = 'incart';

/** The one-shot cart read of CartRepository, over either Firestore SDK (see FirestoreReadSdk). */
export class CartReads implements Pick<CartRepository, 'get'> {
  constructor(
    private readonly sdk: FirestoreReadSdk,
    private readonly db: Firestore,
  ) {}

  get(userId: string): Promise<Cart> {
    return firestoreCall(async () => cartFromDoc(userId, (await this.sdk.getDoc(this.sdk.doc(this.db, CART_COLLECTION, userId))).data()));
  }
}
