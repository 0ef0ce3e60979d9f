import { inject, injectable } from 'inversify';
import type { Order } from '../../domain/order/Order';
import { err, ok, type Result } from '../../domain/shared/Result';
import { roleOf } from '../../domain/user/roles';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { OrderRepositoryToken, type OrderRepository } from '../ports/OrderRepository';

/** Orders waiting for a delivery person, live, for delivery people and admins. The value is unsubscribe. */
@injectable()
export class ObservePendingOrders {
  constructor(
    @inject(OrderRepositoryToken) private readonly orders: OrderRepository,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {}

  execute(listener: (orders: Order[]) => void): Result<() => void, 'orders.permissionDenied'> {
    if (roleOf(this.currentUser.profile()) === 'customer') return err('orders.permissionDenied');
    return ok(this.orders.observePending(listener));
  }
}
