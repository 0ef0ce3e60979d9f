import { inject, injectable } from 'inversify';
import { ordersToCsv } from '../../domain/reports/csv/ordersToCsv';
import { addDays, dayKeyStart } from '../../domain/reports/istCalendar';
import { reportRange, type RangeError } from '../../domain/reports/reportRange';
import { err, ok, type Result } from '../../domain/shared/Result';
import { roleOf } from '../../domain/user/roles';
import { ClockToken, type Clock } from '../ports/Clock';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { OrderHistoryRepositoryToken, type OrderHistoryRepository } from '../ports/OrderHistoryRepository';
import { OrderRepositoryToken, type OrderRepository } from '../ports/OrderRepository';
import { UserRepositoryToken, type UserRepository } from '../ports/UserRepository';
import { faultCode, type CommonFaultCode } from '../shared/faultCode';
import type { SalesReportRequest } from './GetSalesReport';

/**
 * The orders placed in a range of store days, one CSV row per line, for the owner's accountant
 * (ordersToCsv). Unlike the report, this reads the orders themselves: the finished ones placed in
 * the range, the active ones (few by nature), and the customers' profiles for their villages. An
 * export the owner asks for now and then. Admins only.
 */
@injectable()
export class ExportOrders {
  constructor(
    @inject(OrderRepositoryToken) private readonly orders: OrderRepository,
    @inject(OrderHistoryRepositoryToken) private readonly history: OrderHistoryRepository,
    @inject(UserRepositoryToken) private readonly users: UserRepository,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {}

  async execute(request: SalesReportRequest): Promise<Result<string, 'orders.permissionDenied' | RangeError | CommonFaultCode>> {
    if (roleOf(this.currentUser.profile()) !== 'admin') return err('orders.permissionDenied');
    const range = reportRange(request.range, this.clock.now(), request.between);
    if (!range.ok) return range;
    const { from, to } = range.value;
    try {
      const [start, end] = [dayKeyStart(from), dayKeyStart(addDays(to, 1))];
      const [active, finished, people] = await Promise.all([
        this.orders.listAll(),
        this.history.listPlacedBetween(start, end),
        this.users.list(),
      ]);
      const villages = new Map(people.map((p) => [p.uid, p.village ?? '']));
      const placed = [...active.filter((o) => o.createdAt >= start && o.createdAt < end), ...finished];
      return ok(ordersToCsv(placed, (uid) => villages.get(uid) ?? ''));
    } catch (error) {
      return err(faultCode(error));
    }
  }
}
