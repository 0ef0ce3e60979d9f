import { actionBound, makeObservable, observable, runInAction } from 'mobx';
import type { OrderChangeResult, OrderSuccessCode } from '../../../application/orders/OrderChange';
import type { ErrorCode } from '../../../domain/shared/ErrorCode';
import type { ErrorParams, Result } from '../../../domain/shared/Result';

/** What a tap on an order's button ended in, for a toast: 'Order status updated to {status}' carries its status. */
export type OrderOutcome = Result<{ code: OrderSuccessCode; params?: ErrorParams }, ErrorCode>;

/** An order change's result as a toast needs it, without the order. */
export const outcomeOf = (result: OrderChangeResult): OrderOutcome => {
  if (!result.ok) return result;
  const { code, params } = result.value;
  return { ok: true, value: params ? { code, params } : { code } };
};

/**
 * The requests under way, by order id, and which one (the button that shows a spinner). One request
 * per order at a time: a second tap while the first is under way is ignored, so a double tap on a
 * shaky phone cannot send two. Shared by the delivery person's and the admin's order lists, which
 * guard every order button this same way.
 */
export class OrderRequests<A extends string> {
  private readonly running = observable.map<string, A>();

  constructor() {
    makeObservable(this, { run: actionBound });
  }

  has(orderId: string): boolean {
    return this.running.has(orderId);
  }

  get(orderId: string): A | undefined {
    return this.running.get(orderId);
  }

  /**
   * Sends the request unless one for the order is under way (then null); `settle` sees the result
   * in the same action that marks the order free again.
   */
  async run<R>(orderId: string, action: A, send: () => Promise<R>, settle?: (result: R) => void): Promise<R | null> {
    if (this.running.has(orderId)) return null;
    this.running.set(orderId, action);
    let result: R;
    try {
      result = await send();
    } catch (e) {
      // A request that failed outright must not leave its order's buttons waiting for ever.
      runInAction(() => this.running.delete(orderId));
      throw e;
    }
    runInAction(() => {
      this.running.delete(orderId);
      settle?.(result);
    });
    return result;
  }
}

/**
 * 'Are you sure?' before an order request (cancel, hand back): the order it is open for, which
 * cannot be asked about, nor the question dismissed, while a request for that order is under way.
 * Confirming sends the request once and closes the question when it is answered.
 */
export class OrderConfirmation<A extends string> {
  orderId: string | null = null;

  constructor(private readonly requests: OrderRequests<A>) {
    makeObservable(this, { orderId: observable, request: actionBound, dismiss: actionBound, confirm: actionBound });
  }

  request(orderId: string): void {
    if (!this.requests.has(orderId)) this.orderId = orderId;
  }

  dismiss(): void {
    if (this.orderId && this.requests.has(this.orderId)) return;
    this.orderId = null;
  }

  /** Null when nothing is being confirmed or its request is already under way. */
  async confirm<R>(action: A, send: (orderId: string) => Promise<R>, settle?: (result: R, orderId: string) => void): Promise<R | null> {
    const orderId = this.orderId;
    if (!orderId) return null;
    return this.requests.run(
      orderId,
      action,
      () => send(orderId),
      (result) => {
        this.orderId = null;
        settle?.(result, orderId);
      },
    );
  }
}
