import { inject, injectable } from 'inversify';
import { isAdmin } from '../../domain/user/roles';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { OrderRepositoryToken, type OrderRepository } from '../ports/OrderRepository';

/**
 * The 4-digit code a customer reads out to the delivery person. Only the order's own
 * customer or an admin, signed in, gets it; anyone else, a missing order or a failed read gives null.
 */
@injectable()
export class GetDeliveryCode {
  constructor(
    @inject(OrderRepositoryToken) private readonly orders: OrderRepository,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {}

  async execute({ orderId }: { orderId: string }): Promise<string | null> {
    const actor = this.currentUser.profile();
    if (!actor) return null;
    try {
      const order = await this.orders.get(orderId);
      if (!order?.deliveryCodeRequired) return null;
      if (order.userId !== actor.uid && !isAdmin(actor)) return null;
      return await this.orders.getDeliveryCode(orderId);
    } catch {
      return null;
    }
  }
}
