import type { CommandName } from './commandRequests';

/**
 * How often one person may call each kind of server function: a bucket of `perMinute` calls that
 * refills evenly over a minute, so a burst of that many goes through and then one call every
 * 60/perMinute seconds. A real shopper checks out a few times a day and a rider changes an order
 * every few minutes; a script that hammers the functions is answered 'resource-exhausted' at once,
 * before any document of the shop is read.
 */
export const CALL_LIMITS = {
  checkout: 10,
  orderChange: 30,
  addressEdit: 5,
  roles: 30,
  // A catalogue import saves every product of the CSV one call after another.
  catalogue: 600,
} as const;

export type CallClass = keyof typeof CALL_LIMITS;

export const CALL_CLASS: Record<CommandName, CallClass> = {
  placeOrder: 'checkout',
  acceptOrder: 'orderChange',
  updateOrderStatus: 'orderChange',
  assignOrder: 'orderChange',
  cancelOrder: 'orderChange',
  unlockDelivery: 'orderChange',
  editAddress: 'addressEdit',
  changeUserType: 'roles',
  saveProduct: 'catalogue',
  adjustStock: 'catalogue',
};

/** What is left of one person's bucket for one class, and when it was last counted. */
export interface Bucket {
  tokens: number;
  at: number;
}

const MINUTE_MS = 60_000;

/**
 * One call taken from a bucket at `now`: the bucket afterwards, or null when it is empty. A bucket
 * never seen is full; a clock that went back refills nothing.
 */
export function takeCall(bucket: Bucket | undefined, perMinute: number, now: number): Bucket | null {
  const refilled = bucket ? Math.min(perMinute, bucket.tokens + (Math.max(0, now - bucket.at) * perMinute) / MINUTE_MS) : perMinute;
  if (refilled < 1) return null;
  return { tokens: refilled - 1, at: now };
}

/** Where the buckets are kept: on the server, so the limit holds across the function's instances. */
export interface CallLimiter {
  /** Counts one call of `command` by `uid`; false when that person is over the limit. */
  admit(uid: string, command: CommandName): Promise<boolean>;
}
