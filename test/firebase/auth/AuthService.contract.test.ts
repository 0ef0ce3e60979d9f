import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signOut } from 'firebase/auth';
import { it } from 'vitest';
import { memoLoad } from '../../../src/infrastructure/firebase/deferPort';
import { FirebaseAuthService } from '../../../src/infrastructure/firebase/FirebaseAuthService';
import { authKit } from '../../../src/infrastructure/firebase/openFirebaseAuth';
import { authServiceContract } from '../../contracts/AuthService.contract';
import type { ContractAdaptersFactory } from '../../contracts/ContractAdapters';
import { authEmulator, describeWithAuth } from '../support/emulatorHosts';
import { within } from '../support/within';

/** A fresh Firebase app on the Auth emulator per test, nobody signed in. */
const makeFirebaseAuth: ContractAdaptersFactory = async () => {
  const at = authEmulator();
  const app = initializeApp({ apiKey: 'emulator-api-key', projectId: 'demo-shop' }, `contract-${crypto.randomUUID()}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${at?.host}:${at?.port}`, { disableWarnings: true });
  return {
    auth: new FirebaseAuthService(memoLoad(() => Promise.resolve(authKit(auth)))),
    users: undefined as never,
    products: undefined as never,
    carts: undefined as never,
    orders: undefined as never,
    history: undefined as never,
    unitOfWork: undefined as never,
    dispose: async () => {
      await within(signOut(auth), 'sign out');
      await deleteApp(app);
    },
  };
};

if (authEmulator()) authServiceContract('firebase (Auth emulator)', makeFirebaseAuth);
else
  describeWithAuth('AuthService contract (firebase)')('AuthService contract (firebase)', () =>
    it('runs against the Auth emulator', () => undefined),
  );
