import { inject, injectable } from 'inversify';
import { assign } from '../../domain/order/transitions';
import { err, ok } from '../../domain/shared/Result';
import { normaliseProfile } from '../../domain/user/normaliseProfile';
import { roleOf } from '../../domain/user/roles';
import { UserRepositoryToken, type UserRepository } from '../ports/UserRepository';
import type { OrderChangeResult } from './OrderChange';
import { displayName } from './orderActor';
import { OrderUnit } from './OrderUnit';
import { replaceOrder } from './replaceOrder';

/**
 * An admin gives a pending or accepted order to a delivery person (the one who had it is ill or
 * cannot be reached): it shows on that person's list as accepted by them.
 */
@injectable()
export class AssignOrder {
  constructor(
    @inject(OrderUnit) private readonly unit: OrderUnit,
    @inject(UserRepositoryToken) private readonly users: UserRepository,
  ) {}

  async execute({ orderId, deliveryPersonId }: { orderId: string; deliveryPersonId: string }): Promise<OrderChangeResult> {
    let stored;
    try {
      stored = await this.users.get(deliveryPersonId);
    } catch {
      return err('common.unknown');
    }
    const courier = stored ? normaliseProfile(stored, deliveryPersonId) : null;
    if (!courier || roleOf(courier) !== 'delivery') return err('orders.notDeliveryPerson');
    return this.unit.change(orderId, 'orders.notFound', 'assigned', ({ tx, order, actor, now }) => {
      const assigned = assign(order, actor, { uid: courier.uid, name: displayName(courier) }, now);
      if (!assigned.ok) return assigned;
      replaceOrder(tx, order, assigned.value);
      return ok({ order: assigned.value, code: 'orders.statusUpdated', params: { status: 'accepted' } });
    });
  }
}
