import type { Millis } from '../shared/Timestamp';

/** 'order_{timestamp}_{first 5 chars of uid}' (SPEC section 3). */
export const orderIdFor = (timestamp: Millis, uid: string): string => `order_${timestamp}_${uid.slice(0, 5)}`;
