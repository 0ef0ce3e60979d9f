import type { ServiceIdentifier } from 'inversify';
import type { PlaceOrderInput, PlaceOrderResult } from '../checkout/PlaceOrder';
import type { ChangeUserTypeInput } from '../admin/ChangeUserType';
import type { RegisterDeviceInput } from '../alerts/RegisterDevice';
import type { AdjustStockInput } from '../catalog/AdjustStock';
import type { SaveProductInput, SaveProductResult } from '../catalog/SaveProduct';
import type { OrderChangeResult } from '../orders/OrderChange';
import type { EditAddressErrorCode, EditAddressInput } from '../profile/EditAddress';
import type { SavedAddress } from '../../domain/address/Address';
import type { ErrorCode } from '../../domain/shared/ErrorCode';
import type { Result } from '../../domain/shared/Result';
import type { UserProfile } from '../../domain/user/UserProfile';

/**
 * The writes that carry business rules across documents: checkout, every change to an order, the
 * catalogue with its stock, roles, a change to a saved address (which rules cannot check in place), and
 * the devices that get closed-app alerts (a store only the server reads).
 * Local and memory modes run the use cases in the browser (UseCaseCommands); Firebase mode asks
 * the store's server functions, which run the same use cases with the server's adapters, so a
 * browser never writes an order, a history copy, a delivery code or a stock figure itself.
 * Every method answers with the use case's result: the same codes and messages in every mode.
 */
export interface ShopCommands {
  placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult>;
  acceptOrder(input: { orderId: string }): Promise<OrderChangeResult>;
  deliverOrder(input: { orderId: string; deliveryCode?: string | undefined }): Promise<OrderChangeResult>;
  handBackOrder(input: { orderId: string }): Promise<OrderChangeResult>;
  assignOrder(input: { orderId: string; deliveryPersonId: string }): Promise<OrderChangeResult>;
  cancelOrder(input: { orderId: string; reason?: string | undefined }): Promise<OrderChangeResult>;
  unlockDelivery(input: { orderId: string }): Promise<OrderChangeResult>;
  /** The admin's product form and CSV import. */
  saveProduct(input: SaveProductInput): Promise<SaveProductResult>;
  /** The admin's stock count of one product or size. */
  adjustStock(input: AdjustStockInput): Promise<Result<void, ErrorCode>>;
  /** The admin's role change; the store always keeps an admin. */
  changeUserType(input: ChangeUserTypeInput): Promise<Result<UserProfile, ErrorCode>>;
  /** The customer's edit of one of their saved addresses (a new one is appended by the browser). */
  editAddress(input: EditAddressInput): Promise<Result<SavedAddress, EditAddressErrorCode>>;
  /** This device's push token, kept for the signed-in person so their closed app hears of their orders. */
  registerDevice(input: RegisterDeviceInput): Promise<Result<void, ErrorCode>>;
  /** Stops this device's pushes for the signed-in person (sign-out, alerts turned off). */
  unregisterDevice(input: { token: string }): Promise<Result<void, ErrorCode>>;
}

export const ShopCommandsToken: ServiceIdentifier<ShopCommands> = Symbol.for('ShopCommands');
