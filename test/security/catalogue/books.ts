import { increment } from 'firebase/firestore';
import { istDayKey } from '../../../src/domain/reports/istCalendar';
import type { ActorName, Attempt } from '../support/attempts';
import { list, read, set, update } from '../support/requests';

/**
 * The store's books (issue 39): daySummaries/{day} hold every delivery person's cash and what each
 * customer bought, and firstOrders/{uid} whether a customer ordered before. Only admins read the
 * books; nobody writes them from a browser, the owner included: the server writes them in the
 * transaction of the order change they count. A courier who could lower his cash, or anyone who
 * could read what the others collected, would get through.
 */
const today = () => `daySummaries/${istDayKey(Date.now())}`;

const readers: Array<[ActorName, string]> = [
  ['alice', "reads the store's books for today"],
  ['courier', "reads today's books (every courier's cash)"],
  ['demoted', "reads today's books after his demotion"],
  ['visitor', "reads today's books signed out"],
  ['anonymous', "reads today's books with an anonymous account"],
];

export const BOOKS: Attempt[] = [
  ...readers.map(([actor, what]): Attempt => ({
    cls: "someone else's orders",
    actor,
    what,
    request: () => read(today()),
    expect: { denied: true },
  })),
  {
    cls: "someone else's orders",
    actor: 'courier',
    what: 'lists every day summary',
    request: () => list('daySummaries'),
    expect: { denied: true },
  },
  {
    cls: "someone else's orders",
    actor: 'alice',
    what: 'reads whether another customer ordered before (firstOrders)',
    request: (w) => read(`firstOrders/${w.people.bobby.uid}`),
    expect: { denied: true },
  },
  {
    cls: 'false history',
    actor: 'courier',
    what: "takes ₹1,000 off his cash in today's books",
    request: (w) => set(today(), { couriers: { [w.people.courier.uid]: { cash: increment(-100000) } } }, true),
    expect: { denied: true },
  },
  {
    cls: 'false history',
    actor: 'courier',
    what: "rewrites today's books whole",
    request: () => set(today(), { day: istDayKey(Date.now()), placed: 0, delivered: 0, revenue: 0 }),
    expect: { denied: true },
  },
  {
    cls: 'false history',
    actor: 'alice',
    what: 'adds orders to a day of her choice',
    request: () => set('daySummaries/2026-01-01', { day: '2026-01-01', placed: 500, revenue: 5_00_00_000 }),
    expect: { denied: true },
  },
  {
    cls: 'false history',
    actor: 'owner',
    what: "writes the revenue he would like into today's books (only the server writes them)",
    request: () => update(today(), { revenue: increment(10_00_000) }),
    expect: { denied: true },
  },
  {
    cls: 'false history',
    actor: 'bobby',
    what: 'marks himself as a customer who ordered before',
    request: (w) => set(`firstOrders/${w.people.bobby.uid}`, { userId: w.people.bobby.uid, at: new Date(0) }),
    expect: { denied: true },
  },
];
