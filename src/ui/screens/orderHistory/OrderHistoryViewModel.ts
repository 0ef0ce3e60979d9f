import { inject, injectable } from 'inversify';
import { actionBound, makeObservable, observable, observableRef } from 'mobx';
import { BuyAgain } from '../../../application/cart/BuyAgain';
import { ObserveOrderHistory } from '../../../application/orders/ObserveOrderHistory';
import { CurrentUserToken, type CurrentUser } from '../../../application/ports/CurrentUser';
import type { Order } from '../../../domain/order/Order';
import { SignedInSubscription } from '../../shared/SignedInSubscription';
import type { ViewModel } from '../../app/useViewModel';
import { BuyAgainState } from '../orders/BuyAgainState';
import { newestFirst } from '../../../domain/shared/newestFirst';

/** /orderhistory: the shopper's delivered and cancelled orders, newest first, live, with Buy again. */
@injectable('Transient')
export class OrderHistoryViewModel implements ViewModel {
  status: 'loading' | 'ready' = 'loading';
  orders: Order[] = [];
  readonly buyAgain: BuyAgainState;
  /** The signed-in user's history; a different user starts afresh. */
  private readonly live: SignedInSubscription;

  constructor(
    @inject(ObserveOrderHistory) private readonly observeHistory: ObserveOrderHistory,
    @inject(BuyAgain) buyAgain: BuyAgain,
    @inject(CurrentUserToken) currentUser: CurrentUser,
  ) {
    this.live = new SignedInSubscription(currentUser, (uid) => this.open(uid));
    this.buyAgain = new BuyAgainState(buyAgain);
    makeObservable<this, 'receive'>(this, {
      status: observable,
      orders: observableRef,
      mount: actionBound,
      dispose: actionBound,
      buyAgainFor: actionBound,
      receive: actionBound,
    });
  }

  mount(): void {
    this.live.start();
  }

  dispose(): void {
    this.live.stop();
  }

  buyAgainFor(order: Order): Promise<void> {
    return this.buyAgain.run(order);
  }

  private open(uid: string | null): (() => void) | null {
    this.orders = [];
    this.status = 'loading';
    return uid ? this.observeHistory.execute(this.receive) : null;
  }

  private receive(orders: Order[]): void {
    this.orders = newestFirst(orders);
    this.status = 'ready';
  }
}
