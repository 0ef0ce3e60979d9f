import type { UserType } from '../../../domain/user/UserProfile';

export interface DemoAccount {
  readonly role: UserType;
  readonly email: string;
}

/** The accounts local mode seeds (README and the seed data): one per role, one password for all. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'customer', email: 'customer@demo.shop' },
  { role: 'delivery', email: 'delivery@demo.shop' },
  { role: 'admin', email: 'admin@demo.shop' },
];

export const DEMO_PASSWORD = 'demo1234';
