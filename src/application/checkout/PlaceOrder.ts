import { inject, injectable } from 'inversify';
import type { SavedAddress } from '../../domain/address/Address';
import type { Product, ProductRef } from '../../domain/catalog/Product';
import { buildOrder, orderTotal } from '../../domain/order/buildOrder';
import { productKey, verifyInventory, type UnavailableItem } from '../../domain/order/inventory';
import type { Order } from '../../domain/order/Order';
import { checkOrderLines } from '../../domain/order/orderLimits';
import { normaliseMobileNumber } from '../../domain/order/phoneNumber';
import type { ErrorCode } from '../../domain/shared/ErrorCode';
import type { DomainError } from '../../domain/shared/Result';
import { checkDeliveryArea } from '../../domain/store/deliveryArea';
import { checkMinimumOrder } from '../../domain/store/deliveryCharges';
import { deliveryCodeFrom } from '../../domain/store/deliveryCode';
import { checkOpenOrderCap } from '../../domain/store/openOrderCap';
import { closureMessage } from '../../domain/store/storeHours';
import type { StoreSettings } from '../../domain/store/StoreSettings';
import type { UserProfile } from '../../domain/user/UserProfile';
import { ClockToken, type Clock } from '../ports/Clock';
import { ConnectivityToken, type Connectivity } from '../ports/Connectivity';
import { OrderRepositoryToken, type OrderRepository } from '../ports/OrderRepository';
import { RandomToken, type Random } from '../ports/Random';
import { StoreSettingsRepositoryToken, type StoreSettingsRepository } from '../ports/StoreSettingsRepository';
import { DataFaultError } from '../ports/DataFaultError';
import { TransactionConflictError, UnitOfWorkToken, type Transaction, type UnitOfWork } from '../ports/UnitOfWork';

export interface PlaceOrderInput {
  actor: UserProfile | null;
  deliveryAddress: SavedAddress | null;
  phoneNumber: string;
}

/**
 * A failed checkout. For 'checkout.itemsUnavailable' ('Some items are no longer available in the
 * requested quantity'), `unavailableItems` lists each line that failed with its own reason code.
 */
export type PlaceOrderFailure = DomainError<ErrorCode> & { unavailableItems?: UnavailableItem[] };

export type PlaceOrderResult = { ok: true; value: Order } | { ok: false; error: PlaceOrderFailure };

const fail = (code: ErrorCode, params?: Record<string, string | number>): PlaceOrderResult => ({
  ok: false,
  error: params ? { code, params } : { code },
});

/** What a database failure means to the customer (SPEC section 8, checkout). */
function failureFor(error: unknown): PlaceOrderResult {
  if (error instanceof TransactionConflictError) return fail('checkout.conflict');
  if (error instanceof DataFaultError) {
    if (error.kind === 'permission') return fail('checkout.permissionDenied');
    if (error.kind === 'notFound') return fail('checkout.notFound');
    if (error.kind === 'conflict') return fail('checkout.conflict');
    return fail('checkout.databaseError', { detail: error.message });
  }
  return fail('checkout.error', { detail: error instanceof Error ? error.message : String(error) });
}

/**
 * Checkout (SPEC sections 4, 5 and 7, DESIGN section 4): in ONE unit of work, read the cart and
 * every product, verify stock, decrement it, create the pending cash-on-delivery order and empty
 * the cart. Either all of it happens or none. A second tap while the first is running answers
 * 'checkout.inProgress'; a tap after it finished finds the cart empty ('checkout.noItems').
 *
 * The owner's store settings (issue 12) come first: a shop closed for the day, an address outside
 * the delivery area and a customer at the open-order cap are refused before the unit; the minimum
 * order is checked on the subtotal the unit verified, and the order stores subtotal, fee and total.
 */
@injectable()
export class PlaceOrder {
  private readonly inFlight = new Set<string>();

  constructor(
    @inject(UnitOfWorkToken) private readonly unitOfWork: UnitOfWork,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(StoreSettingsRepositoryToken) private readonly storeSettings: StoreSettingsRepository,
    @inject(OrderRepositoryToken) private readonly orders: OrderRepository,
    @inject(RandomToken) private readonly random: Random,
    @inject(ConnectivityToken) private readonly connectivity: Connectivity,
  ) {}

  async execute(input: PlaceOrderInput): Promise<PlaceOrderResult> {
    const { actor, deliveryAddress } = input;
    if (!actor) return fail('orders.mustBeLoggedIn');
    if (!deliveryAddress) return fail('checkout.missingAddress');
    // Local mode would write to IndexedDB without a network; Firestore would fail after a wait.
    // Either way the customer should hear at once that the order did not go.
    if (!this.connectivity.isOnline()) return fail('checkout.offline');
    const phoneNumber = normaliseMobileNumber(input.phoneNumber);
    if (!phoneNumber) return fail('checkout.invalidPhone');
    if (this.inFlight.has(actor.uid)) return fail('checkout.inProgress');
    this.inFlight.add(actor.uid);
    try {
      const settings = await this.storeSettings.get();
      const refused = await this.storeRefusal(settings, actor, deliveryAddress);
      if (refused) return refused;
      return await this.unitOfWork.run((tx) => this.placeIn(tx, actor, deliveryAddress, phoneNumber, settings));
    } catch (error) {
      return failureFor(error);
    } finally {
      this.inFlight.delete(actor.uid);
    }
  }

  /** What the store's own rules refuse before any stock is touched, or null. */
  private async storeRefusal(settings: StoreSettings, actor: UserProfile, address: SavedAddress): Promise<PlaceOrderResult | null> {
    const closed = closureMessage(settings, this.clock.now());
    if (closed !== null) return fail('store.closedToday', { message: closed });
    const area = checkDeliveryArea(settings, address);
    if (!area.ok) return { ok: false, error: area.error };
    const cap = checkOpenOrderCap(await this.orders.countOpenByUser(actor.uid), settings.maxOpenOrders);
    return cap.ok ? null : { ok: false, error: cap.error };
  }

  private async placeIn(
    tx: Transaction,
    actor: UserProfile,
    deliveryAddress: SavedAddress,
    phoneNumber: string,
    settings: StoreSettings,
  ): Promise<PlaceOrderResult> {
    const lines = Object.values((await tx.getCart(actor.uid)).items);
    const count = checkOrderLines(lines.length, this.unitOfWork.maxOrderLines(settings.deliveryCodeEnabled));
    if (!count.ok) return { ok: false, error: count.error };
    const products = new Map<string, Product | null>();
    for (const line of lines) {
      const ref: ProductRef | undefined = line.ref;
      if (!ref?.id || !ref.group || !ref.subgroup || products.has(productKey(ref))) continue;
      products.set(productKey(ref), await tx.getProduct(ref));
    }
    const check = verifyInventory(lines, (ref) => products.get(productKey(ref)));
    if (!check.ok) {
      return { ok: false, error: { code: 'checkout.itemsUnavailable', unavailableItems: check.unavailable } };
    }
    const charges = checkMinimumOrder(settings, orderTotal(check.items));
    if (!charges.ok) return { ok: false, error: charges.error };
    const now = this.clock.now();
    const order = buildOrder({
      customer: actor,
      items: check.items,
      deliveryAddress,
      phoneNumber,
      now,
      deliveryFee: charges.value.deliveryFee,
      deliveryCodeRequired: settings.deliveryCodeEnabled,
    });
    for (const write of check.stockWrites) tx.setStock(write.ref, write.variant, write.available, now);
    tx.createOrder(order);
    if (order.deliveryCodeRequired) tx.putDeliveryCode(order.id, actor.uid, deliveryCodeFrom(this.random.next()));
    tx.resetCart(actor.uid);
    return { ok: true, value: order };
  }
}
