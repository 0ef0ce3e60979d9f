import type { CommandName } from './commandRequests';

/**
 * How many calls of each kind one person may make in one minute of the clock (a burst of that many
 * goes through, the next is refused until the minute turns). A real shopper checks out a few times a
 * day and a rider changes an order every few minutes; a script that hammers the functions is answered
 * 'resource-exhausted' at once, before any document of the shop is read.
 */
export const CALL_LIMITS = {
  checkout: 10,
  orderChange: 30,
  addressEdit: 5,
  roles: 30,
  // A phone registers its push token when alerts are turned on and again at each start-up.
  devices: 20,
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
  registerDevice: 'devices',
  unregisterDevice: 'devices',
};

const MINUTE_MS = 60_000;

/** The minute of the clock `now` falls in, as the key its calls are counted under. */
export const minuteOf = (now: number): string => String(Math.floor(now / MINUTE_MS));

/** Calls of one class counted per minute of the clock (minuteOf), as stored. */
export type MinuteCounts = Record<string, number>;

/**
 * Whether a call just counted in `counts` leaves its person within `perMinute` calls this minute.
 * Refused calls are counted too, so hammering the function keeps it refused to the end of the minute.
 */
export const withinLimit = (counts: MinuteCounts, now: number, perMinute: number): boolean => (counts[minuteOf(now)] ?? 0) <= perMinute;

/** Minutes before this one: no limit reads them again. */
export const pastMinutes = (counts: MinuteCounts, now: number): string[] => {
  const current = Number(minuteOf(now));
  return Object.keys(counts).filter((minute) => Number(minute) < current);
};

/** Where the calls are counted: on the server, so the limit holds across the function's instances. */
export interface CallLimiter {
  /** Counts one call of `command` by `uid`; false when that person is over the limit. */
  admit(uid: string, command: CommandName): Promise<boolean>;
}
