import { inject, injectable } from 'inversify';
import { alertsBetween } from '../../domain/alerts/alertsBetween';
import type { AlertAudience, OrderAlert } from '../../domain/alerts/OrderAlert';
import type { Order } from '../../domain/order/Order';
import { roleOf } from '../../domain/user/roles';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { OrderHistoryRepositoryToken, type OrderHistoryRepository } from '../ports/OrderHistoryRepository';
import { OrderRepositoryToken, type OrderRepository } from '../ports/OrderRepository';

/** What a new look at the live lists brought: alerts to tell, and keys of alerts no longer true (the new order was taken). */
export interface AlertNews {
  alerts: OrderAlert[];
  /** Keys of earlier staff alerts whose order is no longer waiting: someone accepted or cancelled it. */
  settled: string[];
}

/**
 * One live list watched for alerts. Its first report is what existed when the app opened: seen,
 * never told. Later reports are compared with every order this list has shown (alertsBetween).
 */
class Watch {
  private readonly known = new Map<string, Order>();
  private started = false;

  constructor(private readonly audience: AlertAudience) {}

  see(orders: readonly Order[]): OrderAlert[] {
    const alerts = this.started ? alertsBetween(this.audience, this.known, orders) : [];
    this.started = true;
    for (const order of orders) this.known.set(order.id, order);
    return alerts;
  }
}

/**
 * The alerts of the signed-in person, from the live lists the app already keeps (every mode, the
 * demo too): for delivery people and admins a new order waiting; for a delivery person an order the
 * shop gave them; for a customer each change the shop makes to her orders. Nothing is told of what
 * was there when this started. Returns unsubscribe; nobody signed in, nothing.
 */
@injectable()
export class ObserveOrderAlerts {
  constructor(
    @inject(OrderRepositoryToken) private readonly orders: OrderRepository,
    @inject(OrderHistoryRepositoryToken) private readonly history: OrderHistoryRepository,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {}

  execute(listener: (news: AlertNews) => void): () => void {
    const person = this.currentUser.profile();
    if (!person) return () => {};
    const role = roleOf(person);
    if (role === 'customer') {
      // Her active orders and her history are one story: a delivered order leaves one list for the
      // other. The history is watched once she has an order on its way (a shopper just browsing
      // reads none of it).
      const watch = new Watch('customer');
      const tell = (orders: Order[]) => {
        const alerts = watch.see(orders);
        if (alerts.length > 0) listener({ alerts, settled: [] });
      };
      let stopHistory: (() => void) | null = null;
      const stopActive = this.orders.observeByUser(person.uid, (orders) => {
        tell(orders);
        if (orders.length > 0) stopHistory ??= this.history.observeByUser(person.uid, tell);
      });
      return () => {
        stopActive();
        stopHistory?.();
      };
    }
    const waiting = new Watch('staff');
    const told = new Map<string, string>();
    const stops = [
      this.orders.observePending((pending) => {
        const alerts = waiting.see(pending);
        for (const alert of alerts) told.set(alert.orderId, alert.key);
        const still = new Set(pending.map((o) => o.id));
        const settled = [...told].filter(([orderId]) => !still.has(orderId)).map(([, key]) => key);
        for (const [orderId] of [...told]) if (!still.has(orderId)) told.delete(orderId);
        if (alerts.length > 0 || settled.length > 0) listener({ alerts, settled });
      }),
    ];
    if (role === 'delivery') {
      const mine = new Watch('courier');
      stops.push(
        this.orders.observeByDeliveryPerson(person.uid, (orders) => {
          const alerts = mine.see(orders);
          if (alerts.length > 0) listener({ alerts, settled: [] });
        }),
      );
    }
    return () => stops.forEach((stop) => stop());
  }
}
