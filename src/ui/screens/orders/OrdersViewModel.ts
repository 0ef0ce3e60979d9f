import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { BuyAgain } from '../../../application/cart/BuyAgain';
import { CancelOrder } from '../../../application/orders/CancelOrder';
import { ObserveCustomerOrders } from '../../../application/orders/ObserveCustomerOrders';
import type { Order } from '../../../domain/order/Order';
import type { UserProfile } from '../../../domain/user/UserProfile';
import type { ViewModel } from '../../app/useViewModel';
import { shopMessage, type ShopMessage } from '../../components/product/ShopMessage';
import { BuyAgainState } from './BuyAgainState';

/**
 * /orders for customers: their active orders live, newest first, each with its status timeline;
 * Cancel (with a confirmation) for their own pending orders, and Buy again.
 */
@injectable('Transient')
export class OrdersViewModel implements ViewModel {
  status: 'loading' | 'ready' = 'loading';
  orders: Order[] = [];
  /** The order whose cancellation is being confirmed. */
  confirming: Order | null = null;
  cancelling = false;
  /** The last cancel outcome: 'Order cancelled successfully' or why not. */
  message: ShopMessage | null = null;
  readonly buyAgain: BuyAgainState;
  private actor: UserProfile | null = null;
  private stop: (() => void) | null = null;
  private owner: string | null = null;

  constructor(
    @inject(ObserveCustomerOrders) private readonly observeOrders: ObserveCustomerOrders,
    @inject(CancelOrder) private readonly cancelOrder: CancelOrder,
    @inject(BuyAgain) buyAgain: BuyAgain,
  ) {
    this.buyAgain = new BuyAgainState(buyAgain);
    makeAutoObservable<this, 'observeOrders' | 'cancelOrder' | 'stop' | 'owner' | 'actor'>(
      this,
      {
        observeOrders: false,
        cancelOrder: false,
        buyAgain: false,
        stop: false,
        owner: false,
        actor: observableRef,
        orders: observableRef,
        confirming: observableRef,
        message: observableRef,
      },
      { autoBind: true },
    );
  }

  setActor(actor: UserProfile | null): void {
    this.actor = actor;
    const uid = actor?.uid ?? null;
    if (uid === this.owner) return;
    this.stop?.();
    this.stop = null;
    this.owner = uid;
    this.orders = [];
    this.status = 'loading';
    if (uid) this.stop = this.observeOrders.execute(uid, this.receive);
  }

  dispose(): void {
    this.stop?.();
    this.stop = null;
    this.owner = null;
  }

  /** Customers may cancel their own orders until someone has accepted them. */
  canCancel(order: Order): boolean {
    return order.status === 'pending' && order.userId === this.actor?.uid;
  }

  askCancel(order: Order): void {
    this.message = null;
    this.confirming = order;
  }

  keepOrder(): void {
    if (!this.cancelling) this.confirming = null;
  }

  async confirmCancel(): Promise<boolean> {
    const order = this.confirming;
    if (!order || this.cancelling) return false;
    // The list is live: an order accepted or finished while the dialog was open is not cancelled.
    const now = this.orders.find((o) => o.id === order.id);
    if (!now || now.status !== 'pending') {
      this.confirming = null;
      this.message = { code: now ? 'orders.cannotCancel' : 'orders.notFoundOrProcessed', tone: 'error' };
      return false;
    }
    this.cancelling = true;
    const result = await this.cancelOrder.execute({ actor: this.actor, orderId: order.id });
    runInAction(() => {
      this.cancelling = false;
      this.confirming = null;
      this.message = result.ok ? { code: result.value.code, tone: 'success' } : shopMessage('error', result.error);
    });
    return result.ok;
  }

  buyAgainFor(order: Order): Promise<void> {
    return this.buyAgain.run(this.actor, order);
  }

  private receive(orders: Order[]): void {
    this.orders = [...orders].sort((a, b) => b.createdAt - a.createdAt);
    this.status = 'ready';
  }
}
