import type { UserType } from '../../domain/user/UserProfile';

export interface HomeTarget {
  /** Where the address page redirects after a save (docs/SPEC.md 'Screens and routes': /admin, /delivery, /). */
  path: '/admin' | '/delivery' | '/';
  /** Names the target in 'Redirecting to your {target}...': admin dashboard, delivery dashboard, home page. */
  label: 'adminDashboard' | 'deliveryDashboard' | 'homePage';
}

const TARGETS: Record<UserType, HomeTarget> = {
  admin: { path: '/admin', label: 'adminDashboard' },
  delivery: { path: '/delivery', label: 'deliveryDashboard' },
  customer: { path: '/', label: 'homePage' },
};

/** The role's home after the address setup. */
export const homeTarget = (role: UserType): HomeTarget => TARGETS[role];
