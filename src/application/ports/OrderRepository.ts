import type { ServiceIdentifier } from 'inversify';
import type { Order } from '../../domain/order/Order';

export type OrderListener = (orders: Order[]) => void;

/** Active orders (collection orders). Lists are newest createdAt first. */
export interface OrderRepository {
  get(id: string): Promise<Order | null>;
  /** How many of the user's orders are pending or accepted (the open-order cap). */
  countOpenByUser(userId: string): Promise<number>;
  /** The order's delivery code, for its customer (and admins); null when it has none. */
  getDeliveryCode(orderId: string): Promise<string | null>;
  /** A customer's active orders once: what observeByUser reports first (Firebase mode reads it with Firestore Lite). */
  listByUser(userId: string): Promise<Order[]>;
  /** Live lists; each fires at once and on every change. Return unsubscribe. */
  observeByUser(userId: string, listener: OrderListener): () => void;
  observePending(listener: OrderListener): () => void;
  observeByDeliveryPerson(deliveryPersonId: string, listener: OrderListener): () => void;
  observeAll(listener: OrderListener): () => void;
  /** Every active order once, newest first, for staff (the orders export). */
  listAll(): Promise<Order[]>;
}

export const OrderRepositoryToken: ServiceIdentifier<OrderRepository> = Symbol.for('OrderRepository');
