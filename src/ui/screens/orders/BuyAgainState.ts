import { actionBound, makeObservable, observable, runInAction } from 'mobx';
import type { BuyAgain, BuyAgainSummary } from '../../../application/cart/BuyAgain';
import type { Order } from '../../../domain/order/Order';
import { shopMessage, type ShopMessage } from '../../components/product/ShopMessage';

/** What 'Buy again' did for one order: the lines now in the cart and those that could not go in. */
export type BuyAgainOutcome = { ok: true; summary: BuyAgainSummary } | { ok: false; message: ShopMessage };

/**
 * Buy again for a list of orders, shared by /orders and /orderhistory: refills the cart from an
 * order (each item clamped to what is in stock now) and keeps the outcome by order.
 */
export class BuyAgainState {
  readonly outcomes = new Map<string, BuyAgainOutcome>();
  readonly pending = new Set<string>();

  constructor(private readonly buyAgain: BuyAgain) {
    makeObservable(this, { outcomes: observable, pending: observable, run: actionBound });
  }

  async run(order: Order): Promise<void> {
    if (this.pending.has(order.id)) return;
    this.pending.add(order.id);
    this.outcomes.delete(order.id);
    const result = await this.buyAgain.execute({ order });
    runInAction(() => {
      this.pending.delete(order.id);
      this.outcomes.set(
        order.id,
        result.ok ? { ok: true, summary: result.value } : { ok: false, message: shopMessage('error', result.error) },
      );
    });
  }
}
