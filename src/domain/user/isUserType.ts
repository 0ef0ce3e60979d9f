import { USER_TYPES, type UserType } from './UserProfile';

export const isUserType = (value: unknown): value is UserType => USER_TYPES.some((type) => type === value);
