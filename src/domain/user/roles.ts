import type { UserProfile, UserType } from './UserProfile';

type RoleRecord = Pick<UserProfile, 'userType' | 'isAdmin' | 'isDelivery'> | null | undefined;

/** Admin if the legacy isAdmin flag is true or userType is admin (docs/SPEC.md 'Roles and permissions'). */
export const isAdmin = (p: RoleRecord): boolean => !!p && (p.isAdmin === true || p.userType === 'admin');

/** Delivery if isDelivery is true or userType is delivery (docs/SPEC.md 'Roles and permissions'). */
export const isDelivery = (p: RoleRecord): boolean => !!p && (p.isDelivery === true || p.userType === 'delivery');

/** The one role that decides navigation and permissions; admin wins over delivery, customer is the default. */
export const roleOf = (p: RoleRecord): UserType => (isAdmin(p) ? 'admin' : isDelivery(p) ? 'delivery' : 'customer');
