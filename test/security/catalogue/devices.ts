import { Timestamp } from 'firebase/firestore';
import { expect } from 'vitest';
import { adminDb } from '../../firebase/support/emulatorShop';
import { within } from '../../firebase/support/within';
import type { Attempt, Control, Prepared } from '../support/attempts';
import { ifServed } from '../support/served';
import { big, call, list, read, remove, set } from '../support/requests';
import { callAs, type World } from '../support/world';

/**
 * Closed-app alerts (issue 38): the token store pushDevices/{token} is the server's alone, and the
 * callables that fill it act only for the caller. An attacker with devtools tries to read whose
 * phones get pushes, to take over or drop another person's phone, to register as someone else or as
 * staff (to hear of every new order), and to store junk.
 */

const CLS = "someone else's push devices" as const;
let devices = 0;
/** A token as Cloud Messaging makes them, fresh for each attempt. */
const freshToken = (who: string) => `${who}-phone-${Date.now()}-${(devices += 1)}:APA91b${'k'.repeat(60)}`;
const deviceDoc = (token: string) => `pushDevices/${token}`;
const stored = async (token: string) => (await within(adminDb().doc(deviceDoc(token)).get(), 'read a push device')).data();

/** Bobby's phone, registered the way the app registers it. */
async function bobbysPhone(w: World): Promise<Prepared> {
  const token = freshToken('bobby');
  const answer = await callAs(w.people.bobby, 'registerDevice', { token, language: 'hi' });
  if (answer.kind !== 'allowed') throw new Error(`setup: registerDevice refused: ${JSON.stringify(answer)}`);
  return { token };
}

/** The courier's phone, which hears of every new order. */
async function couriersPhone(w: World): Promise<Prepared> {
  const token = freshToken('courier');
  const answer = await callAs(w.people.courier, 'registerDevice', { token, language: 'en' });
  if (answer.kind !== 'allowed') throw new Error(`setup: registerDevice refused: ${JSON.stringify(answer)}`);
  return { token };
}

const direct = (what: string, request: Attempt['request'], prepare?: Attempt['prepare']): Attempt => ({
  cls: CLS,
  actor: 'alice',
  what,
  ...(prepare ? { prepare } : {}),
  request,
  expect: { denied: true },
  watch: (_w, p) => (p.token ? [deviceDoc(p.token)] : []),
});

const junk = (what: string, name: 'registerDevice' | 'unregisterDevice', data: unknown): Attempt => ({
  cls: CLS,
  actor: 'alice',
  what,
  request: () => call(name, data),
  expect: { callable: 'invalid-argument' },
});

const TOKEN = `alice-phone:APA91b${'a'.repeat(60)}`;

/** What the catalogue must still let people do with their own phones. */
export const DEVICE_CONTROLS: Control[] = [
  {
    actor: 'courier',
    what: 'registers his phone for closed-app alerts, in Hindi, and unregisters it',
    run: async (w) => {
      const token = freshToken('courier-own');
      expect(await callAs(w.people.courier, 'registerDevice', { token, language: 'hi' })).toMatchObject({ kind: 'allowed' });
      expect(await stored(token)).toMatchObject({ uid: w.people.courier.uid, language: 'hi', staff: true });
      expect(await callAs(w.people.courier, 'unregisterDevice', { token })).toMatchObject({ kind: 'allowed' });
      expect(await stored(token)).toBeUndefined();
    },
  },
];

export const DEVICES: Attempt[] = [
  // ---------------------------------------------------------------- straight at the token store
  direct("reads Bobby's push device", (_w, p) => read(deviceDoc(p.token!)), bobbysPhone),
  direct('lists the push devices of the staff, to learn whose phones hear of new orders', () => list('pushDevices', ['staff', '==', true])),
  direct("lists Bobby's push devices", (w) => list('pushDevices', ['uid', '==', w.people.bobby.uid])),
  direct('lists her own push devices', (w) => list('pushDevices', ['uid', '==', w.people.alice.uid])),
  direct('writes her phone into the token store as staff, to hear of every new order', (w) =>
    set(deviceDoc(freshToken('alice')), { uid: w.people.alice.uid, language: 'en', staff: true, updatedAt: Timestamp.now() }),
  ),
  direct(
    "rewrites Bobby's push device as hers",
    (w, p) => set(deviceDoc(p.token!), { uid: w.people.alice.uid, language: 'en', staff: false, updatedAt: Timestamp.now() }),
    bobbysPhone,
  ),
  direct("deletes Bobby's push device, so his phone stops hearing of his orders", (_w, p) => remove(deviceDoc(p.token!)), bobbysPhone),
  direct('writes a 900 kB push device', (w) =>
    set(deviceDoc(freshToken('alice')), { uid: w.people.alice.uid, language: big(900_000), staff: false }),
  ),

  // ---------------------------------------------------------------- through the server functions
  ...ifServed<Attempt>('registerDevice', [
    {
      cls: CLS,
      actor: 'alice',
      what: "registers Bobby's phone (his token) as hers",
      prepare: bobbysPhone,
      request: (_w, p) => call('registerDevice', { token: p.token, language: 'en' }),
      expect: { refused: 'common.permission' },
      watch: (_w, p) => [deviceDoc(p.token!)],
    },
    {
      cls: CLS,
      actor: 'alice',
      what: "takes the courier's phone, to stop it hearing of new orders",
      prepare: couriersPhone,
      request: (_w, p) => call('registerDevice', { token: p.token, language: 'en' }),
      expect: { refused: 'common.permission' },
      watch: (_w, p) => [deviceDoc(p.token!)],
    },
    {
      cls: CLS,
      actor: 'alice',
      what: "registers her phone with Bobby's uid, staff: true and another email in the request",
      prepare: async () => ({ token: freshToken('alice') }),
      request: (w, p) =>
        call('registerDevice', { token: p.token, language: 'hi', uid: w.people.bobby.uid, staff: true, email: 'bobby@example.in' }),
      expect: { ignored: true },
      check: async (w, p) => {
        expect(await stored(p.token!)).toMatchObject({ uid: w.people.alice.uid, staff: false, language: 'hi' });
        expect(Object.keys((await stored(p.token!)) ?? {}).sort()).toEqual(['language', 'staff', 'uid', 'updatedAt']);
      },
    },
    {
      cls: CLS,
      actor: 'demoted',
      what: 'registers his phone as staff after being demoted, to keep hearing of new orders',
      prepare: async () => ({ token: freshToken('demoted') }),
      request: (_w, p) => call('registerDevice', { token: p.token, language: 'en' }),
      expect: { ignored: true },
      check: async (_w, p) => expect(await stored(p.token!)).toMatchObject({ staff: false }),
    },
    junk('registers a path as her token', 'registerDevice', { token: `../users/${'x'.repeat(30)}`, language: 'en' }),
    junk('registers a reserved document name as her token', 'registerDevice', { token: `__${'x'.repeat(40)}__`, language: 'en' }),
    junk('registers a 900 kB token', 'registerDevice', { token: big(900_000), language: 'en' }),
    junk('registers a token of a few letters', 'registerDevice', { token: 'abc', language: 'en' }),
    junk('registers a token that is an object', 'registerDevice', { token: { uid: 'x' }, language: 'en' }),
    junk('registers her phone in a language the shop does not speak', 'registerDevice', { token: TOKEN, language: 'fr' }),
    junk('registers with no request at all', 'registerDevice', null),
  ]),
  ...ifServed<Attempt>('unregisterDevice', [
    {
      cls: CLS,
      actor: 'alice',
      what: "unregisters Bobby's phone",
      prepare: bobbysPhone,
      request: (_w, p) => call('unregisterDevice', { token: p.token }),
      // The same answer as for her own: it tells nobody whose a token is, and removes nothing.
      expect: { ignored: true },
      watch: (_w, p) => [deviceDoc(p.token!)],
      check: async (w, p) => expect(await stored(p.token!)).toMatchObject({ uid: w.people.bobby.uid }),
    },
    {
      cls: CLS,
      actor: 'alice',
      what: "unregisters the courier's phone, so no new order reaches it",
      prepare: couriersPhone,
      request: (_w, p) => call('unregisterDevice', { token: p.token, uid: 'whoever' }),
      expect: { ignored: true },
      watch: (_w, p) => [deviceDoc(p.token!)],
    },
    junk('unregisters a path', 'unregisterDevice', { token: `pushDevices/${'x'.repeat(30)}` }),
    junk('unregisters a 900 kB token', 'unregisterDevice', { token: big(900_000) }),
  ]),
];
