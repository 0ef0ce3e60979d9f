import type { ServiceIdentifier } from 'inversify';
import type { PlaceOrderInput, PlaceOrderResult } from '../checkout/PlaceOrder';
import type { OrderChangeResult } from '../orders/OrderChange';

/**
 * The writes that carry business rules across documents: checkout and every change to an order.
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
}

export const ShopCommandsToken: ServiceIdentifier<ShopCommands> = Symbol.for('ShopCommands');
