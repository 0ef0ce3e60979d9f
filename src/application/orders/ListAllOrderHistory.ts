import { inject, injectable } from 'inversify';
import type { Order } from '../../domain/order/Order';
import { err, ok, type Result } from '../../domain/shared/Result';
import { roleOf } from '../../domain/user/roles';
import type { UserProfile } from '../../domain/user/UserProfile';
import { OrderHistoryRepositoryToken, type OrderHistoryRepository } from '../ports/OrderHistoryRepository';

/**
 * Every finished order, newest first, for the staff dashboards: with the active orders,
 * daySummary() (domain/order) gives today's count and cash collected.
 */
@injectable()
export class ListAllOrderHistory {
  constructor(@inject(OrderHistoryRepositoryToken) private readonly history: OrderHistoryRepository) {}

  async execute(actor: UserProfile | null): Promise<Result<Order[], 'orders.permissionDenied'>> {
    if (roleOf(actor) === 'customer') return err('orders.permissionDenied');
    return ok(await this.history.listAll());
  }
}
