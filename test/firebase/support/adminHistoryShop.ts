import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase/firestore';
import { Container } from 'inversify';
import { UseCaseCommands } from '../../../src/application/commands/UseCaseCommands';
import { ClockToken } from '../../../src/application/ports/Clock';
import { CurrentUserToken } from '../../../src/application/ports/CurrentUser';
import { DaySummaryRepositoryToken } from '../../../src/application/ports/DaySummaryRepository';
import type { Transaction, UnitOfWork } from '../../../src/application/ports/UnitOfWork';
import { GetSalesReport } from '../../../src/application/reports/GetSalesReport';
import { FixedUser } from '../../../src/application/session/FixedUser';
import type { Order } from '../../../src/domain/order/Order';
import { orderFromDoc } from '../../../src/infrastructure/firebase/converters/orderFromDoc';
import { productPath } from '../../../src/infrastructure/firebase/converters/productPath';
import { productToDoc } from '../../../src/infrastructure/firebase/converters/productToDoc';
import { profileToDoc } from '../../../src/infrastructure/firebase/converters/profileToDoc';
import { settingsToDoc } from '../../../src/infrastructure/firebase/converters/settingsToDoc';
import { FirestoreDaySummaryRepository } from '../../../src/infrastructure/firebase/FirestoreDaySummaryRepository';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { RecordingNotifier } from '../../../src/infrastructure/memory/RecordingNotifier';
import { AdminDeviceTokenRepository } from '../../../functions/src/admin/AdminDeviceTokenRepository';
import { AdminStoreSettingsRepository } from '../../../functions/src/admin/AdminStoreSettingsRepository';
import { AdminUnitOfWork } from '../../../functions/src/admin/AdminUnitOfWork';
import { AdminUserRepository } from '../../../functions/src/admin/AdminUserRepository';
import { adminStoredValues as values } from '../../../functions/src/admin/adminStoredValues';
import { createServerContainer } from '../../../functions/src/createServerContainer';
import { historyAdmin, historyPeople, historyProducts, historySettings, type HistoryShop } from '../../support/reports/orderHistories';
import { within } from './within';

/** Counts how often Firestore ran each unit's work: more runs than units means transactions were retried. */
export class CountingUnitOfWork implements UnitOfWork {
  runs = 0;
  units = 0;
  constructor(private readonly inner: UnitOfWork) {}

  run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    this.units += 1;
    return this.inner.run((tx) => {
      this.runs += 1;
      return work(tx);
    });
  }
}

/** The history products, people and settings written with the Admin SDK, as the setup and the owner would. */
export async function seedHistoryShop(db: AdminFirestore): Promise<void> {
  const batch = db.batch();
  for (const p of historyProducts) batch.set(db.doc(productPath('main', p)), productToDoc(p, values, 'main'));
  for (const person of historyPeople) batch.set(db.doc(`users/${person.uid}`), profileToDoc(person, values));
  batch.set(db.doc('settings/store'), settingsToDoc(historySettings, values));
  await within(batch.commit(), 'seed the history shop');
}

/**
 * The server's side of a history: the use cases in a server container per caller (the Admin SDK's
 * unit of work, optionally wrapped), with the test's clock instead of the server's.
 */
export function adminHistoryShop(db: AdminFirestore, wrapUnit: (unit: UnitOfWork) => UnitOfWork = (u) => u) {
  const clock = new ManualClock();
  const adapters = {
    unitOfWork: wrapUnit(new AdminUnitOfWork(db, 'main')),
    settings: new AdminStoreSettingsRepository(db),
    users: new AdminUserRepository(db),
    devices: new AdminDeviceTokenRepository(db),
    // The push service is the edge: the books do not depend on what it answers.
    notifier: new RecordingNotifier(),
  };
  const shop: HistoryShop = {
    commandsAs: (person) => {
      const container = createServerContainer(adapters, person);
      container.unbind(ClockToken);
      container.bind(ClockToken).toConstantValue(clock);
      return container.get(UseCaseCommands);
    },
    setTime: (at) => clock.set(at),
  };
  return { shop, clock, unitOfWork: adapters.unitOfWork };
}

/** The admin's report as the browser makes it: the day summaries read with the web SDK, under firestore.rules. */
export function browserReport(adminBrowser: Firestore, clock: ManualClock): GetSalesReport {
  const container = new Container({ autobind: true, defaultScope: 'Singleton' });
  container.bind(DaySummaryRepositoryToken).toConstantValue(new FirestoreDaySummaryRepository(adminBrowser));
  container.bind(ClockToken).toConstantValue(clock);
  container.bind(CurrentUserToken).toConstantValue(new FixedUser(historyAdmin));
  return container.get(GetSalesReport);
}

/** Every order the store holds, active and finished, read with the Admin SDK. */
export async function storedOrders(db: AdminFirestore): Promise<Order[]> {
  const snap = await within(db.collectionGroup('orders').get(), 'read every order');
  return snap.docs.map((d) => orderFromDoc(d.id, d.data()));
}
