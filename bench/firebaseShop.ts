// The shop that `npm run bench` measures in Firebase mode (issue 40), loaded by scripts/bench.mjs
// through Vite's module runner: the demo catalogue, the store's settings and one customer with a
// complete profile and address, written into the emulators as the e2e journeys write them, under
// the real firestore.rules.
import { defaultStoreSettings } from '../src/domain/store/defaultStoreSettings';
import { clearEmulators, loadFirestoreRules, seedCatalogue, seedPerson, seedSettings } from '../e2e/helpers/emulatorShop';

export { firebaseServers } from '../e2e/helpers/firebaseServers';

export interface BenchCustomer {
  email: string;
  password: string;
}

/** Empties the emulators and writes the shop; the answer is the customer to sign in as. */
export async function seedBenchShop(): Promise<BenchCustomer> {
  await Promise.all([loadFirestoreRules(), clearEmulators()]);
  await seedCatalogue();
  const customer = await seedPerson('Bench Customer', 'customer');
  await seedSettings({ ...defaultStoreSettings(), allowedPincodes: [customer.address.pincode] });
  return { email: customer.email, password: customer.password };
}
