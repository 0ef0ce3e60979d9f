import type { SavedAddress } from '../../../../src/domain/address/Address';
import { defaultStoreSettings } from '../../../../src/domain/store/defaultStoreSettings';
import type { StoreSettings } from '../../../../src/domain/store/StoreSettings';
import type { UserType } from '../../../../src/domain/user/UserProfile';
import { profileToDoc } from '../../../../src/infrastructure/firebase/converters/profileToDoc';
import { adminStoredValues } from '../../../../functions/src/admin/adminStoredValues';
import { addressFactory } from '../../../factories/addressFactory';
import { userFactory } from '../../../factories/userFactory';
import { adminDb, FUNCTIONS_PROJECT, seedProducts, seedSettings } from '../emulatorShop';
import { CallerAccount } from './CallerAccount';
import { soakCatalogue, type Shelf } from './soakCatalogue';

/** A customer of the soak: their account and the saved address they order to. */
export interface Customer {
  account: CallerAccount;
  address: SavedAddress;
}

export interface SoakShop {
  shelves: Shelf[];
  customers: Customer[];
  couriers: CallerAccount[];
  admin: CallerAccount;
  settings: StoreSettings;
}

/**
 * The store's rules during a soak, as a real store sets them: a delivery fee with free delivery
 * from ₹500, a delivery code on every order, and at most 5 open orders per customer.
 */
export const SOAK_SETTINGS: StoreSettings = {
  ...defaultStoreSettings(),
  deliveryFee: 2000,
  freeDeliveryFrom: 50_000,
  deliveryCodeEnabled: true,
  maxOpenOrders: 5,
};

/** Signs up `count` accounts at once (in tens) and writes their complete profiles with `role`, as the shop's first sign-in does. */
async function people(prefix: string, count: number, role: UserType): Promise<Customer[]> {
  const run = `${Date.now().toString(36)}`;
  const signedUp: Customer[] = [];
  for (let from = 0; from < count; from += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, count - from) }, (_, i) =>
        CallerAccount.signUp(`${prefix}${from + i}-${run}@example.in`, FUNCTIONS_PROJECT),
      ),
    );
    const write = adminDb().batch();
    for (const account of batch) {
      const address = addressFactory.build();
      const profile = userFactory.build({
        uid: account.uid,
        email: account.email,
        name: `${prefix} ${account.uid.slice(0, 4)}`,
        userType: role,
        deliveryAddress: address,
        addresses: [address],
      });
      write.set(adminDb().doc(`users/${account.uid}`), profileToDoc(profile, adminStoredValues));
      signedUp.push({ account, address });
    }
    await write.commit();
  }
  return signedUp;
}

/**
 * Seeds an emptied emulator project (clearShop first) for a soak: the settings, the catalogue of
 * every product shape (`copies` products of each) with stock for about `orders` orders, and the
 * people, signed up for real on the Auth emulator with complete profiles and addresses.
 */
export async function seedSoakShop(plan: { orders: number; customers: number; couriers: number; copies?: number }): Promise<SoakShop> {
  const shelves = soakCatalogue(Math.max(1, plan.orders / 100), plan.copies);
  await seedSettings(SOAK_SETTINGS);
  await seedProducts(shelves.map((s) => s.product));
  const customers = await people('customer', plan.customers, 'customer');
  const couriers = (await people('courier', plan.couriers, 'delivery')).map((c) => c.account);
  const [admin] = await people('owner', 1, 'admin');
  return { shelves, customers, couriers, admin: admin!.account, settings: SOAK_SETTINGS };
}
