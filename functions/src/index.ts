// The store's server functions (Cloud Functions for Firebase, 2nd generation): checkout, every
// change to an order, the catalogue, roles, an edited address and the devices of closed-app alerts,
// run with the shop's own use cases (../../src) and Admin-SDK adapters; the order changes push to the
// people they concern through Cloud Messaging once committed. The browser in Firebase mode reaches them through
// CallableShopCommands; firestore.rules let no browser write orders, history, delivery codes,
// stock or an address changed in place itself. docs/FIREBASE.md: deploying.
import 'reflect-metadata/lite';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getMessaging } from 'firebase-admin/messaging';
import { onCall } from 'firebase-functions/v2/https';
import { setGlobalOptions } from 'firebase-functions/v2/options';
import { UseCaseCommands } from '../../src/application/commands/UseCaseCommands';
import { DEFAULT_STORE_ID } from '../../src/infrastructure/firebase/readFirebaseEnv';
import { FUNCTIONS_REGION } from '../../src/infrastructure/firebase/functionsRegion';
import { AdminCallLimiter } from './admin/AdminCallLimiter';
import { AdminStoreSettingsRepository } from './admin/AdminStoreSettingsRepository';
import { AdminUnitOfWork } from './admin/AdminUnitOfWork';
import { AdminDeviceTokenRepository } from './admin/AdminDeviceTokenRepository';
import { AdminUserRepository } from './admin/AdminUserRepository';
import { answerCall, type CallContext } from './answerCall';
import { appCheckEnforced } from './appCheckEnforced';
import type { CommandName } from './commandRequests';
import { createServerContainer } from './createServerContainer';
import { logRetries } from './logRetries';
import { EmulatorPushRecorder } from './push/EmulatorPushRecorder';
import { FcmNotifier } from './push/FcmNotifier';

setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 10 });

initializeApp();
const db = getFirestore();
// The catalogue's store/{store} document, as the web app's VITE_FIREBASE_STORE_ID names it.
const store = process.env.STORE_ID?.trim() || DEFAULT_STORE_ID;
const adapters = {
  unitOfWork: new AdminUnitOfWork(db, store, logRetries),
  settings: new AdminStoreSettingsRepository(db),
  users: new AdminUserRepository(db),
  devices: new AdminDeviceTokenRepository(db),
  // The Functions emulator (FUNCTIONS_EMULATOR=true) runs offline: pushes are recorded for the tests instead.
  notifier: process.env.FUNCTIONS_EMULATOR === 'true' ? new EmulatorPushRecorder(db) : new FcmNotifier(getMessaging()),
};

const limiter = new AdminCallLimiter(db);

const context: CallContext = {
  admit: (uid, command) => limiter.admit(uid, command),
  readProfile: (uid) => adapters.users.get(uid),
  commandsFor: (caller) => createServerContainer(adapters, caller).get(UseCaseCommands),
};

const enforceAppCheck = appCheckEnforced(process.env);
const callable = (name: CommandName) => onCall({ enforceAppCheck }, (request) => answerCall(name, request, context));

export const placeOrder = callable('placeOrder');
export const acceptOrder = callable('acceptOrder');
export const updateOrderStatus = callable('updateOrderStatus');
export const assignOrder = callable('assignOrder');
export const cancelOrder = callable('cancelOrder');
export const unlockDelivery = callable('unlockDelivery');
export const saveProduct = callable('saveProduct');
export const adjustStock = callable('adjustStock');
export const changeUserType = callable('changeUserType');
export const editAddress = callable('editAddress');
export const registerDevice = callable('registerDevice');
export const unregisterDevice = callable('unregisterDevice');
