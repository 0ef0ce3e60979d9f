import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { BuyAgain } from '../../../application/cart/BuyAgain';
import { ObserveOrderHistory } from '../../../application/orders/ObserveOrderHistory';
import type { Order } from '../../../domain/order/Order';
import type { UserProfile } from '../../../domain/user/UserProfile';
import type { ViewModel } from '../../app/useViewModel';
import { BuyAgainState } from '../orders/BuyAgainState';
import { newestFirst } from '../../../domain/shared/newestFirst';

/** /orderhistory: the shopper's delivered and cancelled orders, newest first, live, with Buy again. */
@injectable('Transient')
export class OrderHistoryViewModel implements ViewModel {
  status: 'loading' | 'ready' = 'loading';
  orders: Order[] = [];
  readonly buyAgain: BuyAgainState;
  private actor: UserProfile | null = null;
  private stop: (() => void) | null = null;
  private owner: string | null = null;

  constructor(
    @inject(ObserveOrderHistory) private readonly observeHistory: ObserveOrderHistory,
    @inject(BuyAgain) buyAgain: BuyAgain,
  ) {
    this.buyAgain = new BuyAgainState(buyAgain);
    makeAutoObservable<this, 'observeHistory' | 'stop' | 'owner' | 'actor'>(
      this,
      { observeHistory: false, buyAgain: false, stop: false, owner: false, actor: observableRef, orders: observableRef },
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
    if (uid) this.stop = this.observeHistory.execute(uid, this.receive);
  }

  dispose(): void {
    this.stop?.();
    this.stop = null;
    this.owner = null;
  }

  buyAgainFor(order: Order): Promise<void> {
    return this.buyAgain.run(this.actor, order);
  }

  private receive(orders: Order[]): void {
    this.orders = newestFirst(orders);
    this.status = 'ready';
  }
}
