import { inject, injectable } from 'inversify';
import type { Order } from '../../domain/order/Order';
import { err, ok, type Result } from '../../domain/shared/Result';
import { roleOf } from '../../domain/user/roles';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { OrderRepositoryToken, type OrderRepository } from '../ports/OrderRepository';

/** The orders a delivery person has accepted and not yet finished, live. The value is unsubscribe. */
@injectable()
export class ObserveAssignedOrders {
  constructor(
    @inject(OrderRepositoryToken) private readonly orders: OrderRepository,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {}

  execute(listener: (orders: Order[]) => void): Result<() => void, 'orders.permissionDenied'> {
    const actor = this.currentUser.profile();
    if (!actor || roleOf(actor) !== 'delivery') return err('orders.permissionDenied');
    return ok(this.orders.observeByDeliveryPerson(actor.uid, listener));
  }
}
