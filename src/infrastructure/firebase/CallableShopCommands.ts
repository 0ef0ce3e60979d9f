import type { FirebaseApp } from 'firebase/app';
import type { Functions } from 'firebase/functions';
import type { ChangeUserTypeInput } from '../../application/admin/ChangeUserType';
import type { AdjustStockInput } from '../../application/catalog/AdjustStock';
import type { SaveProductInput, SaveProductResult } from '../../application/catalog/SaveProduct';
import type { PlaceOrderInput, PlaceOrderResult } from '../../application/checkout/PlaceOrder';
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

/** The callable's own refusals (its error codes), in the words of checkout or of the order screens. */
export function refusal(error: unknown, checkout: boolean): Failure {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  const detail = error instanceof Error ? error.message : String(error);
  switch (code.replace(/^functions\//, '')) {
    case 'unauthenticated':
      return checkout ? err('checkout.authFailed', { detail }) : err('orders.mustBeLoggedIn');
    case 'permission-denied':
      return checkout ? err('checkout.authIssue', { detail }) : err('orders.permissionDenied');
    case 'failed-precondition':
      return checkout ? err('checkout.userSetup', { detail }) : err('orders.permissionDenied');
    case 'unavailable':
    case 'deadline-exceeded':
    case 'internal':
      return checkout ? err('checkout.databaseError', { detail }) : err('common.network');
    default:
      return checkout ? err('checkout.error', { detail }) : err('common.unknown');
  }
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
  ) {}

  placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
    return this.call('placeOrder', input, true);
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

  private async call<T>(name: string, data: unknown, checkout = false): Promise<T> {
    try {
      const { httpsCallable } = await import('firebase/functions');
      const result = await httpsCallable(await this.open(), name)(data);
      return result.data as T;
    } catch (error) {
      return refusal(error, checkout) as T;
    }
  }

  private open(): Promise<Functions> {
    this.functions ??= import('firebase/functions').then(({ connectFunctionsEmulator, getFunctions }) => {
      const functions = getFunctions(this.app, FUNCTIONS_REGION);
      if (this.emulator) connectFunctionsEmulator(functions, this.emulator.host, this.emulator.port);
      return functions;
    });
    // A chunk that did not arrive is fetched again by the next command.
    this.functions.catch(() => (this.functions = null));
    return this.functions;
  }
}
