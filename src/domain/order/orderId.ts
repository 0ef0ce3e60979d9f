import type { Millis } from '../shared/Timestamp';

/** 'order_{timestamp}_{first 5 chars of uid}' (docs/SPEC.md 'Entities and their fields'). */
export const orderIdFor = (timestamp: Millis, uid: string): string => `order_${timestamp}_${uid.slice(0, 5)}`;
