import { inject, injectable } from 'inversify';
import type { Order } from '../../domain/order/Order';
import { err, ok, type Result } from '../../domain/shared/Result';
import { roleOf } from '../../domain/user/roles';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { OrderHistoryRepositoryToken, type OrderHistoryRepository } from '../ports/OrderHistoryRepository';

/**
 * The latest finished orders, newest first, for the owner's dashboard (its figures come from the
 * books: GetSalesReport). Admins only, as firestore.rules let only them read every customer's history.
 */
@injectable()
export class ListLatestOrderHistory {
  constructor(
    @inject(OrderHistoryRepositoryToken) private readonly history: OrderHistoryRepository,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {}

  async execute(count: number): Promise<Result<Order[], 'orders.permissionDenied'>> {
    if (roleOf(this.currentUser.profile()) !== 'admin') return err('orders.permissionDenied');
    return ok(await this.history.listLatest(count));
  }
}
