import { inject, injectable } from 'inversify';
import type { Order } from '../../domain/order/Order';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { OrderRepositoryToken, type OrderRepository } from '../ports/OrderRepository';

/** The signed-in customer's active orders, newest first, live (fires at once); nothing when nobody is signed in. Returns unsubscribe. */
@injectable()
export class ObserveCustomerOrders {
  constructor(
    @inject(OrderRepositoryToken) private readonly orders: OrderRepository,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {}

  execute(listener: (orders: Order[]) => void): () => void {
    const user = this.currentUser.profile();
    return user ? this.orders.observeByUser(user.uid, listener) : () => {};
  }
}
