import type { Transaction, UnitOfWork } from '../../../src/application/ports/UnitOfWork';
import type { FaultPlan } from './FaultPlan';
import { withFaults, type SyncMethodOf } from './withFaults';

/** The buffered writes of a Transaction: they answer synchronously, so their faults are thrown. */
export const TRANSACTION_WRITES: readonly SyncMethodOf<Transaction>[] = [
  'setStock',
  'createOrder',
  'updateOrder',
  'deleteOrder',
  'putHistory',
  'resetCart',
  'putDeliveryCode',
  'deleteDeliveryCode',
  'rememberPlacedOrder',
  'putProduct',
  'updateUser',
  'recordFirstOrder',
  'addToDaySummary',
];

/**
 * A unit of work whose transactions fail as `plan` says: the unit's reads and writes can be
 * failed one by one, which is how a test stops a unit at each of its steps (a tab closed in the
 * middle of checkout, a read that times out). The unit itself runs on the real adapter.
 */
export function withTransactionFaults(unitOfWork: UnitOfWork, plan: FaultPlan): UnitOfWork {
  return {
    run: (work) => unitOfWork.run((tx: Transaction) => work(withFaults(tx, plan, { synchronous: TRANSACTION_WRITES }))),
  };
}
