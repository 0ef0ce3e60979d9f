import type { FirebaseApp } from 'firebase/app';
import type { Functions } from 'firebase/functions';
import type { ChangeUserTypeInput } from '../../application/admin/ChangeUserType';
import type { RegisterDeviceInput } from '../../application/alerts/RegisterDevice';
import type { AdjustStockInput } from '../../application/catalog/AdjustStock';
import type { SaveProductInput, SaveProductResult } from '../../application/catalog/SaveProduct';
import type { PlaceOrderInput, PlaceOrderResult } from '../../application/checkout/PlaceOrder';
import type { EditAddressErrorCode, EditAddressInput } from '../../application/profile/EditAddress';
import type { SavedAddress } from '../../domain/address/Address';
import type { Result } from '../../domain/shared/Result';
import type { UserProfile } from '../../domain/user/UserProfile';
import type { OrderChangeResult } from '../../application/orders/OrderChange';
import type { ShopCommands } from '../../application/ports/ShopCommands';
import type { ErrorCode } from '../../domain/shared/ErrorCode';
import { FUNCTIONS_REGION } from './functionsRegion';

/** Where the Functions emulator listens, when the app talks to the Emulator Suite. */
export interface FunctionsEmulator {
  host: string;
  port: number;
}

type Failure = { ok: false; error: { code: ErrorCode; params?: Record<string, string | number> } };

const err = (code: ErrorCode, params?: Record<string, string | number>): Failure => ({
  ok: false,
  error: params ? { code, params } : { code },
});

/** Whose words a refusal is put in: checkout's, the order and staff screens', or the address form's. */
export type CallKind = 'checkout' | 'orders' | 'address';

type Status = 'unauthenticated' | 'permission-denied' | 'failed-precondition' | 'unavailable' | 'resource-exhausted' | 'other';

/** What each refusal means to the person, by screen; checkout's messages carry the server's detail. */
const MEANINGS: Record<CallKind, Record<Status, ErrorCode>> = {
  checkout: {
    unauthenticated: 'checkout.authFailed',
    'permission-denied': 'checkout.authIssue',
    'failed-precondition': 'checkout.userSetup',
    unavailable: 'checkout.databaseError',
    'resource-exhausted': 'common.tooManyRequests',
    other: 'checkout.error',
  },
  orders: {
    unauthenticated: 'orders.mustBeLoggedIn',
    'permission-denied': 'orders.permissionDenied',
    'failed-precondition': 'orders.permissionDenied',
    unavailable: 'common.network',
    'resource-exhausted': 'common.tooManyRequests',
    other: 'common.unknown',
  },
  // The address form's three causes: refused (signing in again usually fixes it), the connection, anything else.
  address: {
    unauthenticated: 'address.saveIssue',
    'permission-denied': 'address.saveIssue',
    'failed-precondition': 'address.saveFailed',
    unavailable: 'address.saveError',
    'resource-exhausted': 'common.tooManyRequests',
    other: 'address.saveFailed',
  },
};

function statusOf(error: unknown): Status {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  const status = code.replace(/^functions\//, '');
  if (status === 'deadline-exceeded' || status === 'internal') return 'unavailable';
  const known: readonly string[] = ['unauthenticated', 'permission-denied', 'failed-precondition', 'unavailable', 'resource-exhausted'];
  return known.includes(status) ? (status as Status) : 'other';
}

/** The callable's own refusals (its error codes), in the words of the screen that asked. */
export function refusal(error: unknown, kind: CallKind): Failure {
  const status = statusOf(error);
  const code = MEANINGS[kind][status];
  // Checkout's messages carry the server's detail; 'wait a minute' needs none.
  return kind === 'checkout' && status !== 'resource-exhausted'
    ? err(code, { detail: error instanceof Error ? error.message : String(error) })
    : err(code);
}

/**
 * ShopCommands through the store's server functions (functions/, region asia-south1): the browser
 * sends what the person chose, and the server runs the use case with the data it reads itself.
 * The Functions SDK loads with the first command, never with the first screen.
 */
export class CallableShopCommands implements ShopCommands {
  private functions: Promise<Functions> | null = null;

  constructor(
    private readonly app: FirebaseApp,
    private readonly emulator: FunctionsEmulator | null,
    /** reCAPTCHA Enterprise site key: with one, every call carries an App Check token (docs/FIREBASE.md 'App Check'). */
    private readonly appCheckSiteKey = '',
  ) {}

  placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
    return this.call('placeOrder', input, 'checkout');
  }

  acceptOrder(input: { orderId: string }): Promise<OrderChangeResult> {
    return this.call('acceptOrder', input);
  }

  deliverOrder(input: { orderId: string; deliveryCode?: string | undefined }): Promise<OrderChangeResult> {
    return this.call('updateOrderStatus', { orderId: input.orderId, status: 'delivered', deliveryCode: input.deliveryCode ?? '' });
  }

  handBackOrder(input: { orderId: string }): Promise<OrderChangeResult> {
    return this.call('updateOrderStatus', { orderId: input.orderId, status: 'pending' });
  }

  assignOrder(input: { orderId: string; deliveryPersonId: string }): Promise<OrderChangeResult> {
    return this.call('assignOrder', input);
  }

  cancelOrder(input: { orderId: string; reason?: string | undefined }): Promise<OrderChangeResult> {
    return this.call('cancelOrder', { orderId: input.orderId, reason: input.reason ?? '' });
  }

  unlockDelivery(input: { orderId: string }): Promise<OrderChangeResult> {
    return this.call('unlockDelivery', input);
  }

  saveProduct(input: SaveProductInput): Promise<SaveProductResult> {
    return this.call('saveProduct', input);
  }

  adjustStock(input: AdjustStockInput): Promise<Result<void, ErrorCode>> {
    return this.call('adjustStock', input);
  }

  changeUserType(input: ChangeUserTypeInput): Promise<Result<UserProfile, ErrorCode>> {
    return this.call('changeUserType', input);
  }

  editAddress(input: EditAddressInput): Promise<Result<SavedAddress, EditAddressErrorCode>> {
    return this.call('editAddress', input, 'address');
  }

  registerDevice(input: RegisterDeviceInput): Promise<Result<void, ErrorCode>> {
    return this.call('registerDevice', input);
  }

  unregisterDevice(input: { token: string }): Promise<Result<void, ErrorCode>> {
    return this.call('unregisterDevice', input);
  }

  private async call<T>(name: string, data: unknown, kind: CallKind = 'orders'): Promise<T> {
    try {
      const { httpsCallable } = await import('firebase/functions');
      const result = await httpsCallable(await this.open(), name)(data);
      return result.data as T;
    } catch (error) {
      return refusal(error, kind) as T;
    }
  }

  private open(): Promise<Functions> {
    this.functions ??= Promise.all([import('firebase/functions'), this.startAppCheck()]).then(
      ([{ connectFunctionsEmulator, getFunctions }]) => {
        const functions = getFunctions(this.app, FUNCTIONS_REGION);
        if (this.emulator) connectFunctionsEmulator(functions, this.emulator.host, this.emulator.port);
        return functions;
      },
    );
    // A chunk that did not arrive is fetched again by the next command.
    this.functions.catch(() => (this.functions = null));
    return this.functions;
  }

  /**
   * App Check before the first call, so the functions can refuse calls that do not come from the
   * store's own site (enforced on the server by ENFORCE_APP_CHECK). Loaded with the first command,
   * never with the first screen; without a site key (the emulators, a store that has not set it up)
   * nothing is loaded.
   */
  private async startAppCheck(): Promise<void> {
    if (!this.appCheckSiteKey) return;
    const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
    initializeAppCheck(this.app, { provider: new ReCaptchaEnterpriseProvider(this.appCheckSiteKey), isTokenAutoRefreshEnabled: true });
  }
}
