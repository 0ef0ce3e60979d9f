import { inject, injectable } from 'inversify';
import type { Order } from '../../domain/order/Order';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { OrderHistoryRepositoryToken, type OrderHistoryRepository } from '../ports/OrderHistoryRepository';

/** The signed-in user's delivered and cancelled orders, newest first, live; nothing when nobody is signed in. Returns unsubscribe. */
@injectable()
export class ObserveOrderHistory {
  constructor(
    @inject(OrderHistoryRepositoryToken) private readonly history: OrderHistoryRepository,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {}

  execute(listener: (orders: Order[]) => void): () => void {
    const user = this.currentUser.profile();
    return user ? this.history.observeByUser(user.uid, listener) : () => {};
  }
}
