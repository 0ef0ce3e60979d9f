import { inject, injectable } from 'inversify';
import { actionBound, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { BuyAgain } from '../../../application/cart/BuyAgain';
import { ObserveCustomerOrders } from '../../../application/orders/ObserveCustomerOrders';
import { CurrentUserToken, type CurrentUser } from '../../../application/ports/CurrentUser';
import { ShopCommandsToken, type ShopCommands } from '../../../application/ports/ShopCommands';
import { GetDeliveryCode } from '../../../application/store/GetDeliveryCode';
import type { Order } from '../../../domain/order/Order';
import { SignedInSubscription } from '../../shared/SignedInSubscription';
import type { ViewModel } from '../../app/useViewModel';
import { shopMessage, type ShopMessage } from '../../components/product/ShopMessage';
import { BuyAgainState } from './BuyAgainState';
import { newestFirst } from '../../../domain/shared/newestFirst';

/**
 * /orders for customers: their active orders live, newest first, each with its status timeline;
 * Cancel (with a confirmation) for their own pending orders, and Buy again. An order that needs a
 * delivery code shows it while it is on its way, so the customer can read it out.
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
  /** Delivery codes by order id, as they are read. */
  readonly codes = observable.map<string, string>();
  /** Orders whose code was asked for already, so a live update does not ask again. */
  private readonly codesAsked = new Set<string>();
  /** Whose orders are listed: the signed-in user's. */
  private owner: string | null = null;
  private readonly live: SignedInSubscription;

  constructor(
    @inject(ObserveCustomerOrders) private readonly observeOrders: ObserveCustomerOrders,
    @inject(ShopCommandsToken) private readonly commands: ShopCommands,
    @inject(BuyAgain) buyAgain: BuyAgain,
    @inject(GetDeliveryCode) private readonly getDeliveryCode: GetDeliveryCode,
    @inject(CurrentUserToken) currentUser: CurrentUser,
  ) {
    this.live = new SignedInSubscription(currentUser, (uid) => this.open(uid));
    this.buyAgain = new BuyAgainState(buyAgain);
    makeObservable<this, 'owner' | 'receive' | 'readCode'>(this, {
      status: observable,
      orders: observableRef,
      confirming: observableRef,
      cancelling: observable,
      message: observableRef,
      owner: observable,
      mount: actionBound,
      dispose: actionBound,
      askCancel: actionBound,
      keepOrder: actionBound,
      confirmCancel: actionBound,
      buyAgainFor: actionBound,
      receive: actionBound,
      readCode: actionBound,
    });
  }

  mount(): void {
    this.live.start();
  }

  dispose(): void {
    this.live.stop();
    this.owner = null;
  }

  /** The code to read out to the delivery person, for an order on its way that has one. */
  deliveryCodeOf(order: Order): string | null {
    if (!order.deliveryCodeRequired || (order.status !== 'pending' && order.status !== 'accepted')) return null;
    return this.codes.get(order.id) ?? null;
  }

  /** Customers may cancel their own orders until someone has accepted them. */
  canCancel(order: Order): boolean {
    return order.status === 'pending' && order.userId === this.owner;
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
    const result = await this.commands.cancelOrder({ orderId: order.id });
    runInAction(() => {
      this.cancelling = false;
      this.confirming = null;
      this.message = result.ok ? { code: result.value.code, tone: 'success' } : shopMessage('error', result.error);
    });
    return result.ok;
  }

  buyAgainFor(order: Order): Promise<void> {
    return this.buyAgain.run(order);
  }

  private open(uid: string | null): (() => void) | null {
    this.owner = uid;
    this.orders = [];
    this.codes.clear();
    this.codesAsked.clear();
    this.status = 'loading';
    return uid ? this.observeOrders.execute(this.receive) : null;
  }

  private receive(orders: Order[]): void {
    this.orders = newestFirst(orders);
    this.status = 'ready';
    for (const order of orders) {
      if (order.deliveryCodeRequired && !this.codesAsked.has(order.id)) void this.readCode(order.id);
    }
  }

  private async readCode(orderId: string): Promise<void> {
    this.codesAsked.add(orderId);
    const owner = this.owner;
    const code = await this.getDeliveryCode.execute({ orderId });
    runInAction(() => {
      if (code !== null && owner === this.owner) this.codes.set(orderId, code);
      // Not there yet (the order still being written) or a failed read: the next live update asks again.
      else if (code === null) this.codesAsked.delete(orderId);
    });
  }
}
