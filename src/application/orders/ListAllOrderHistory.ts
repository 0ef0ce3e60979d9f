import { inject, injectable } from 'inversify';
import type { Order } from '../../domain/order/Order';
import { err, ok, type Result } from '../../domain/shared/Result';
import { roleOf } from '../../domain/user/roles';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { OrderHistoryRepositoryToken, type OrderHistoryRepository } from '../ports/OrderHistoryRepository';

/**
 * Every finished order, newest first, for the staff dashboards: with the active orders,
 * daySummary() (domain/order) gives today's count and cash collected.
 */
@injectable()
export class ListAllOrderHistory {
  constructor(
    @inject(OrderHistoryRepositoryToken) private readonly history: OrderHistoryRepository,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {}

  async execute(): Promise<Result<Order[], 'orders.permissionDenied'>> {
    if (roleOf(this.currentUser.profile()) === 'customer') return err('orders.permissionDenied');
    return ok(await this.history.listAll());
  }
}
