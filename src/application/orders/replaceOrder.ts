import type { Order } from '../../domain/order/Order';
import type { Transaction } from '../ports/UnitOfWork';

type Fields = Partial<Omit<Order, 'id'>>;

/**
 * Writes what a transition changed on an active order: the fields whose value differs, and the
 * fields it dropped (the delivery person's name on a hand-back, the lock on an unlock) removed.
 */
export function replaceOrder(tx: Transaction, before: Order, after: Order): void {
  const patch: Record<string, unknown> = {};
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  keys.delete('id');
  for (const key of keys) {
    const [was, now] = [(before as unknown as Record<string, unknown>)[key], (after as unknown as Record<string, unknown>)[key]];
    if (JSON.stringify(was) !== JSON.stringify(now)) patch[key] = now;
  }
  tx.updateOrder(before.id, patch as Fields);
}
