import { actionBound, makeObservable, observable } from 'mobx';
import type { Order } from '../../../domain/order/Order';
import type { ErrorCode } from '../../../domain/shared/ErrorCode';
import { isDeliveryCodeError, type DeliveryCodeError } from './deliveryCodeError';

/**
 * The delivery codes typed (or filled in) for Mark delivered, by order id, and why one was refused
 *. Shared by the delivery person's and the admin's order lists.
 */
export class DeliveryCodeEntries {
  private readonly typed = observable.map<string, string>();
  private readonly errors = observable.map<string, DeliveryCodeError>();

  constructor() {
    makeObservable(this, { setCode: actionBound, fillIn: actionBound, take: actionBound, settle: actionBound, clear: actionBound });
  }

  codeOf(orderId: string): string {
    return this.typed.get(orderId) ?? '';
  }

  errorOf(orderId: string): DeliveryCodeError | null {
    return this.errors.get(orderId) ?? null;
  }

  /** Typing clears the refusal the box showed. */
  setCode(orderId: string, code: string): void {
    this.typed.set(orderId, code);
    this.errors.delete(orderId);
  }

  /** Fills a code in unless one was typed already. */
  fillIn(orderId: string, code: string): void {
    if (!this.typed.get(orderId)) this.typed.set(orderId, code);
  }

  /** What goes with Mark delivered: the code for an order that needs one, else nothing. Clears the last refusal. */
  take(order: Pick<Order, 'id' | 'deliveryCodeRequired'> | undefined, orderId: string): string | undefined {
    this.errors.delete(orderId);
    return order?.deliveryCodeRequired ? this.codeOf(orderId) : undefined;
  }

  /** After Mark delivered: a code refusal stays under the box; a delivered order's code is done with. */
  settle(orderId: string, outcome: { ok: true } | { ok: false; error: { code: ErrorCode } }): void {
    if (outcome.ok) this.typed.delete(orderId);
    else if (isDeliveryCodeError(outcome.error.code)) this.errors.set(orderId, outcome.error.code);
  }

  clear(): void {
    this.typed.clear();
    this.errors.clear();
  }
}
