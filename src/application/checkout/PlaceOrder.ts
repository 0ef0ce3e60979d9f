import { inject, injectable } from 'inversify';
import type { SavedAddress } from '../../domain/address/Address';
import { fitsAnOrder } from '../../domain/address/fitsAnOrder';
import { buildOrder, orderTotal } from '../../domain/order/buildOrder';
import { verifyInventory, type UnavailableItem } from '../../domain/order/inventory';
import type { Order } from '../../domain/order/Order';
import type { OrderEvent } from '../../domain/order/OrderEvent';
import { checkOrderLines, type OrderLine } from '../../domain/order/orderLimits';
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
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { DataFaultError } from '../ports/DataFaultError';
import { RandomToken, type Random } from '../ports/Random';
import { StoreSettingsRepositoryToken, type StoreSettingsRepository } from '../ports/StoreSettingsRepository';
import { TransactionConflictError, UnitOfWorkToken, type Transaction, type UnitOfWork } from '../ports/UnitOfWork';
import { recordInBooks } from '../reports/recordInBooks';
import { readProductsOnce } from '../shared/readProductsOnce';
import { AnnounceOrderEvent } from '../alerts/AnnounceOrderEvent';

/**
 * What a customer chooses at checkout, and nothing else: the lines, the saved address (by id), the
 * phone number, and a key that makes a doubled or retried Place Order place one order. Prices, fee,
 * total, ids, dates, the delivery code and every store rule come from the store's own data.
 */
export interface PlaceOrderInput {
  lines: OrderLine[];
  addressId: string;
  phoneNumber: string;
  checkoutKey: string;
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

/** What a database failure means to the customer (docs/SPEC.md 'Error catalogue', checkout). */
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

/** Every address the customer saved, the selected one first. */
const addressesOf = (profile: UserProfile): SavedAddress[] =>
  profile.deliveryAddress ? [profile.deliveryAddress, ...profile.addresses] : profile.addresses;

/** The longest checkout key taken: a browser makes a UUID. */
const MAX_CHECKOUT_KEY = 100;

/**
 * Checkout (docs/SPEC.md 'States and transitions', 'Validation rules', 'Calls made', docs/ARCHITECTURE.md). The store's
 * rules come first: a shop
 * closed for the day and an address outside the delivery area are refused before any stock is
 * read. Then ONE unit of work: the open-order cap counted inside it, every product read, stock
 * verified at the catalogue's prices and decremented, the pending cash-on-delivery order created
 * with subtotal, the store's fee and total, its delivery code kept apart, the checkout key
 * remembered and the cart emptied. Either all of it happens or none. The same key again answers
 * with the order already placed; a second tap while the first runs answers 'checkout.inProgress'.
 */
@injectable()
export class PlaceOrder {
  private readonly inFlight = new Set<string>();

  constructor(
    @inject(UnitOfWorkToken) private readonly unitOfWork: UnitOfWork,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(StoreSettingsRepositoryToken) private readonly storeSettings: StoreSettingsRepository,
    @inject(RandomToken) private readonly random: Random,
    @inject(ConnectivityToken) private readonly connectivity: Connectivity,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
    @inject(AnnounceOrderEvent) private readonly announce: AnnounceOrderEvent,
  ) {}

  async execute(input: PlaceOrderInput): Promise<PlaceOrderResult> {
    const customer = this.currentUser.profile();
    if (!customer) return fail('orders.mustBeLoggedIn');
    const address = addressesOf(customer).find((a) => a.id === input.addressId);
    if (!address || !fitsAnOrder(address)) return fail('checkout.missingAddress');
    // Offline, local mode would write to IndexedDB and Firestore would fail after a wait: either
    // way the customer should hear at once that the order did not go.
    if (!this.connectivity.isOnline()) return fail('checkout.offline');
    const phoneNumber = normaliseMobileNumber(input.phoneNumber);
    if (!phoneNumber) return fail('checkout.invalidPhone');
    const lines = checkOrderLines(input.lines);
    if (!lines.ok) return { ok: false, error: lines.error };
    const key = input.checkoutKey.trim();
    if (!key || key.length > MAX_CHECKOUT_KEY) return fail('checkout.error', { detail: 'checkout key' });
    if (this.inFlight.has(customer.uid)) return fail('checkout.inProgress');
    this.inFlight.add(customer.uid);
    try {
      const settings = await this.storeSettings.get();
      const closed = closureMessage(settings, this.clock.now());
      if (closed !== null) return fail('store.closedToday', { message: closed });
      const area = checkDeliveryArea(settings, address);
      if (!area.ok) return { ok: false, error: area.error };
      const placed = await this.unitOfWork.run((tx) =>
        this.placeIn(tx, { customer, address, phoneNumber, lines: lines.value, key }, settings),
      );
      // After the commit (a repeated key placed nothing new): the staff hear of the order.
      if (placed.event) await this.announce.execute(placed.event);
      return placed.result;
    } catch (error) {
      return failureFor(error);
    } finally {
      this.inFlight.delete(customer.uid);
    }
  }

  private async placeIn(
    tx: Transaction,
    request: { customer: UserProfile; address: SavedAddress; phoneNumber: string; lines: OrderLine[]; key: string },
    settings: StoreSettings,
  ): Promise<{ result: PlaceOrderResult; event: OrderEvent | null }> {
    const { customer } = request;
    const already = await tx.getPlacedOrder(customer.uid, request.key);
    if (already) return { result: { ok: true, value: already }, event: null };
    const cap = checkOpenOrderCap(await tx.countOpenOrders(customer.uid), settings.maxOpenOrders);
    if (!cap.ok) return refused(cap.error);
    // Read before the unit's first write: the books count a customer's first order as a new customer.
    const firstOrder = (await tx.getFirstOrderAt(customer.uid)) === null;
    // A line without id, group or subgroup is not read: verifyInventory refuses it ('checkout.invalidProductInfo').
    const productOf = await readProductsOnce(
      tx,
      request.lines.map((line) => line.ref).filter((ref) => ref.id && ref.group && ref.subgroup),
    );
    const check = verifyInventory(
      request.lines.map((line) => ({ ref: line.ref, qty: line.qty, weight: line.variant, ...(line.name ? { name: line.name } : {}) })),
      productOf,
    );
    if (!check.ok) return refused(unavailable(check.unavailable));
    const charges = checkMinimumOrder(settings, orderTotal(check.items));
    if (!charges.ok) return refused(charges.error);
    const now = this.clock.now();
    const order = buildOrder({
      customer,
      items: check.items,
      deliveryAddress: request.address,
      phoneNumber: request.phoneNumber,
      now,
      deliveryFee: charges.value.deliveryFee,
      deliveryCodeRequired: settings.deliveryCodeEnabled,
    });
    for (const write of check.stockWrites) tx.setStock(write.ref, write.variant, write.available, now);
    tx.createOrder(order);
    if (order.deliveryCodeRequired) {
      tx.putDeliveryCode(order.id, { userId: customer.uid, code: deliveryCodeFrom(this.random.next()), wrongTries: 0 });
    }
    tx.rememberPlacedOrder(customer.uid, request.key, order);
    tx.resetCart(customer.uid);
    const event: OrderEvent = { kind: 'placed', order, previous: null, at: now };
    recordInBooks(tx, event, firstOrder);
    return { result: { ok: true, value: order }, event };
  }
}

/** A checkout the unit refuses: nothing written, nothing to announce. */
const refused = (error: PlaceOrderFailure): { result: PlaceOrderResult; event: null } => ({ result: { ok: false, error }, event: null });

/**
 * 'Some items are no longer available', with each line's reason; when the only problem is one
 * product that is gone, the message names it ('Product "{name}" no longer exists').
 */
function unavailable(items: UnavailableItem[]): PlaceOrderFailure {
  const [only] = items;
  if (items.length === 1 && only?.reason === 'checkout.productMissing' && only.name) {
    return { code: 'checkout.productNoLongerExists', params: { name: only.name }, unavailableItems: items };
  }
  return { code: 'checkout.itemsUnavailable', unavailableItems: items };
}
