import type { Cart } from '../../../domain/cart/CartLine';
import type { Group, Product, Subgroup } from '../../../domain/catalog/Product';
import type { Order } from '../../../domain/order/Order';
import type { StoreSettings } from '../../../domain/store/StoreSettings';
import type { UserProfile } from '../../../domain/user/UserProfile';

/** A demo account; the password is hashed when the seed is written, never stored as given. */
export interface SeedAccount {
  profile: UserProfile;
  password: string;
}

/** Everything local mode writes on first start and on 'Reset demo data'. */
export interface SeedData {
  groups: Group[];
  subgroups: Subgroup[];
  products: Product[];
  accounts: SeedAccount[];
  /** Active orders (pending, accepted). */
  orders: Order[];
  /** Finished orders (delivered, cancelled), each stored under its userId. */
  history: Order[];
  carts: Cart[];
  /** The store settings document the owner starts from; the defaults when left out. */
  settings?: StoreSettings;
}
