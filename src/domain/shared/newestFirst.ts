/**
 * Newest first, in a new array: the one order every list of orders, products, users and saved
 * addresses is shown in. Equally new items keep the order they came in (the sort is stable).
 * `timeOf` reads the time when it is not a numeric createdAt (saved addresses: their id is the save time).
 */
export function newestFirst<T extends { createdAt: number }>(items: Iterable<T>): T[];
export function newestFirst<T>(items: Iterable<T>, timeOf: (item: T) => number): T[];
export function newestFirst<T>(items: Iterable<T>, timeOf = (item: T) => (item as { createdAt: number }).createdAt): T[] {
  return [...items].sort((a, b) => timeOf(b) - timeOf(a));
}
