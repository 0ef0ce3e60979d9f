import type { Actor } from '../../domain/order/transitions';
import { roleOf } from '../../domain/user/roles';
import type { UserProfile } from '../../domain/user/UserProfile';

/** The name written into notes and shown to the customer: name, else user name, else email. */
export const displayName = (user: UserProfile): string => user.name || user.userName || user.email;

/** The acting user as the order rules see them. */
export const orderActor = (user: UserProfile): Actor => ({ uid: user.uid, role: roleOf(user), name: displayName(user) });
