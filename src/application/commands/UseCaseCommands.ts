import { inject, injectable } from 'inversify';
import type { ErrorCode } from '../../domain/shared/ErrorCode';
import type { Result } from '../../domain/shared/Result';
import type { SavedAddress } from '../../domain/address/Address';
import type { UserProfile } from '../../domain/user/UserProfile';
import { ChangeUserType, type ChangeUserTypeInput } from '../admin/ChangeUserType';
import { RegisterDevice, type RegisterDeviceInput } from '../alerts/RegisterDevice';
import { UnregisterDevice } from '../alerts/UnregisterDevice';
import { AdjustStock, type AdjustStockInput } from '../catalog/AdjustStock';
import { SaveProduct, type SaveProductInput, type SaveProductResult } from '../catalog/SaveProduct';
import { PlaceOrder, type PlaceOrderInput, type PlaceOrderResult } from '../checkout/PlaceOrder';
import { AcceptOrder } from '../orders/AcceptOrder';
import { AssignOrder } from '../orders/AssignOrder';
import { CancelOrder } from '../orders/CancelOrder';
import { DeliverOrder } from '../orders/DeliverOrder';
import { HandBackOrder } from '../orders/HandBackOrder';
import type { OrderChangeResult } from '../orders/OrderChange';
import { UnlockDelivery } from '../orders/UnlockDelivery';
import type { ShopCommands } from '../ports/ShopCommands';
import { EditAddress, type EditAddressErrorCode, type EditAddressInput } from '../profile/EditAddress';

/**
 * ShopCommands by running the use cases here: the browser in local and memory modes, and the
 * server functions in Firebase mode (where CurrentUser is the verified caller).
 */
@injectable()
export class UseCaseCommands implements ShopCommands {
  constructor(
    @inject(PlaceOrder) private readonly placing: PlaceOrder,
    @inject(AcceptOrder) private readonly accepting: AcceptOrder,
    @inject(DeliverOrder) private readonly delivering: DeliverOrder,
    @inject(HandBackOrder) private readonly handingBack: HandBackOrder,
    @inject(AssignOrder) private readonly assigning: AssignOrder,
    @inject(CancelOrder) private readonly cancelling: CancelOrder,
    @inject(UnlockDelivery) private readonly unlocking: UnlockDelivery,
    @inject(SaveProduct) private readonly savingProduct: SaveProduct,
    @inject(AdjustStock) private readonly adjusting: AdjustStock,
    @inject(ChangeUserType) private readonly changingType: ChangeUserType,
    @inject(EditAddress) private readonly editingAddress: EditAddress,
    @inject(RegisterDevice) private readonly registering: RegisterDevice,
    @inject(UnregisterDevice) private readonly unregistering: UnregisterDevice,
  ) {}

  placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
    return this.placing.execute(input);
  }

  acceptOrder(input: { orderId: string }): Promise<OrderChangeResult> {
    return this.accepting.execute(input);
  }

  deliverOrder(input: { orderId: string; deliveryCode?: string | undefined }): Promise<OrderChangeResult> {
    return this.delivering.execute(input);
  }

  handBackOrder(input: { orderId: string }): Promise<OrderChangeResult> {
    return this.handingBack.execute(input);
  }

  assignOrder(input: { orderId: string; deliveryPersonId: string }): Promise<OrderChangeResult> {
    return this.assigning.execute(input);
  }

  cancelOrder(input: { orderId: string; reason?: string | undefined }): Promise<OrderChangeResult> {
    return this.cancelling.execute(input);
  }

  unlockDelivery(input: { orderId: string }): Promise<OrderChangeResult> {
    return this.unlocking.execute(input);
  }

  saveProduct(input: SaveProductInput): Promise<SaveProductResult> {
    return this.savingProduct.execute(input);
  }

  adjustStock(input: AdjustStockInput): Promise<Result<void, ErrorCode>> {
    return this.adjusting.execute(input);
  }

  changeUserType(input: ChangeUserTypeInput): Promise<Result<UserProfile, ErrorCode>> {
    return this.changingType.execute(input);
  }

  editAddress(input: EditAddressInput): Promise<Result<SavedAddress, EditAddressErrorCode>> {
    return this.editingAddress.execute(input);
  }

  registerDevice(input: RegisterDeviceInput): Promise<Result<void, ErrorCode>> {
    return this.registering.execute(input);
  }

  unregisterDevice(input: { token: string }): Promise<Result<void, ErrorCode>> {
    return this.unregistering.execute(input);
  }
}
