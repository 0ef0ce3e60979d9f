// The store's server functions (Cloud Functions for Firebase, 2nd generation): checkout, every
// change to an order, the catalogue, roles and an edited address, run with the shop's own use
// cases (../../src) and Admin-SDK adapters. The browser in Firebase mode reaches them through
// CallableShopCommands; firestore.rules let no browser write orders, history, delivery codes,
// stock or an address changed in place itself. docs/FIREBASE.md: deploying.
import 'reflect-metadata/lite';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { setGlobalOptions } from 'firebase-functions/v2/options';
import { UseCaseCommands } from '../../src/application/commands/UseCaseCommands';
import { DEFAULT_STORE_ID } from '../../src/infrastructure/firebase/readFirebaseEnv';
import { FUNCTIONS_REGION } from '../../src/infrastructure/firebase/functionsRegion';
import { AdminCallLimiter } from './admin/AdminCallLimiter';
import { AdminStoreSettingsRepository } from './admin/AdminStoreSettingsRepository';
import { AdminUnitOfWork } from './admin/AdminUnitOfWork';
import { AdminUserRepository } from './admin/AdminUserRepository';
import { answerCall, type CallContext } from './answerCall';
import { appCheckEnforced } from './appCheckEnforced';
import type { CommandName } from './commandRequests';
import { createServerContainer } from './createServerContainer';
import { logRetries } from './logRetries';

setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 10 });

initializeApp();
const db = getFirestore();
// The catalogue's store/{store} document, as the web app's VITE_FIREBASE_STORE_ID names it.
const store = process.env.STORE_ID?.trim() || DEFAULT_STORE_ID;
const adapters = {
  unitOfWork: new AdminUnitOfWork(db, store, logRetries),
  settings: new AdminStoreSettingsRepository(db),
  users: new AdminUserRepository(db),
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
