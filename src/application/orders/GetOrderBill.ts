import { inject, injectable } from 'inversify';
import { billOf, type Bill } from '../../domain/order/bill';
import { err, ok, type Result } from '../../domain/shared/Result';
import { roleOf } from '../../domain/user/roles';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { OrderRepositoryToken, type OrderRepository } from '../ports/OrderRepository';
import { StoreSettingsRepositoryToken, type StoreSettingsRepository } from '../ports/StoreSettingsRepository';
import { faultCode, type CommonFaultCode } from '../shared/faultCode';

/**
 * The bill of an active order, to print and put in the bag or send to the customer: for the
 * owner (any order) and for the delivery person who holds it. The store's name, address and
 * phone come from its settings; the delivery code is never part of it.
 */
@injectable()
export class GetOrderBill {
  constructor(
    @inject(OrderRepositoryToken) private readonly orders: OrderRepository,
    @inject(StoreSettingsRepositoryToken) private readonly settings: StoreSettingsRepository,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {}

  async execute({ orderId }: { orderId: string }): Promise<Result<Bill, 'orders.permissionDenied' | 'orders.notFound' | CommonFaultCode>> {
    const me = this.currentUser.profile();
    const role = roleOf(me);
    if (!me || role === 'customer') return err('orders.permissionDenied');
    try {
      const order = await this.orders.get(orderId);
      if (!order) return err('orders.notFound');
      if (role === 'delivery' && order.deliveryPersonId !== me.uid) return err('orders.permissionDenied');
      return ok(billOf(order, await this.settings.get()));
    } catch (error) {
      return err(faultCode(error));
    }
  }
}
