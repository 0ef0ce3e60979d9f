import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction, toJS } from 'mobx';
import { ObserveCart } from '../../../application/cart/ObserveCart';
import type { PlaceOrderFailure } from '../../../application/checkout/PlaceOrder';
import { ClockToken, type Clock } from '../../../application/ports/Clock';
import { IdGeneratorToken, type IdGenerator } from '../../../application/ports/IdGenerator';
import { ShopCommandsToken, type ShopCommands } from '../../../application/ports/ShopCommands';
import type { SavedAddress } from '../../../domain/address/Address';
import type { Cart } from '../../../domain/cart/CartLine';
import { cartCount, cartTotals, type CartTotals } from '../../../domain/cart/cartTotals';
import { orderLinesFromCart } from '../../../domain/cart/orderLinesFromCart';
import { lineQty } from '../../../domain/cart/quantity';
import type { Order } from '../../../domain/order/Order';
import { normaliseMobileNumber } from '../../../domain/order/phoneNumber';
import { deliveryCharges, type DeliveryCharges } from '../../../domain/store/deliveryCharges';
import { closureMessage, deliveryHoursStatus, type DeliveryHoursStatus } from '../../../domain/store/storeHours';
import type { UserProfile } from '../../../domain/user/UserProfile';
import type { ViewModel } from '../../app/useViewModel';
import { LiveStoreSettings } from '../../components/store/LiveStoreSettings';
import type { CartEntry } from '../cart/CartViewModel';

/**
 * /checkout: the delivery address from the profile, the phone number (prefilled, editable),
 * cash on delivery, the order summary, and Place Order. A second tap while the order is being
 * placed does nothing; every failure of docs/SPEC.md 'Error catalogue' is kept as a code, with the list of
 * items that are no longer available in the quantity asked for. The owner's settings
 * add the delivery fee to the total, hold Place Order back below the minimum order or on a day the
 * shop is closed, and say when deliveries start if the shop is outside its hours now.
 */
@injectable('Transient')
export class CheckoutViewModel implements ViewModel {
  status: 'loading' | 'ready' = 'loading';
  cart: Cart | null = null;
  address: SavedAddress | null = null;
  phone = '';
  phoneError: 'checkout.invalidPhone' | null = null;
  placing = false;
  error: PlaceOrderFailure | null = null;
  /** The order just placed: the screen says so and moves on to /orders. */
  placed: Order | null = null;
  /** Once the shopper edits the phone number, a profile update no longer overwrites it. */
  private phoneEdited = false;
  private stop: (() => void) | null = null;
  private owner: string | null = null;
  /** One per visit of the screen: a doubled or retried Place Order places one order. */
  private readonly checkoutKey: string;

  constructor(
    @inject(ObserveCart) private readonly observeCart: ObserveCart,
    @inject(ShopCommandsToken) private readonly commands: ShopCommands,
    @inject(IdGeneratorToken) ids: IdGenerator,
    @inject(LiveStoreSettings) readonly store: LiveStoreSettings,
    @inject(ClockToken) private readonly clock: Clock,
  ) {
    this.checkoutKey = ids.next();
    makeAutoObservable<this, 'observeCart' | 'commands' | 'clock' | 'phoneEdited' | 'stop' | 'owner' | 'checkoutKey'>(
      this,
      {
        observeCart: false,
        commands: false,
        checkoutKey: false,
        store: false,
        clock: false,
        phoneEdited: false,
        stop: false,
        owner: false,
        // Plain objects, not observable proxies: the address is written into the order as it is.
        address: observableRef,
        cart: observableRef,
        error: observableRef,
        placed: observableRef,
      },
      { autoBind: true },
    );
  }

  setActor(actor: UserProfile | null): void {
    // The session's profile is observable; the order must get a plain copy of the address to store.
    this.address = actor?.deliveryAddress ? toJS(actor.deliveryAddress) : null;
    if (!this.phoneEdited) this.phone = actor?.phoneNumber ?? '';
    this.store.start();
    const uid = actor?.uid ?? null;
    if (uid === this.owner) return;
    this.stop?.();
    this.stop = null;
    this.owner = uid;
    this.cart = null;
    this.status = 'loading';
    if (uid) this.stop = this.observeCart.execute(uid, this.receive);
  }

  dispose(): void {
    this.stop?.();
    this.stop = null;
    this.owner = null;
    this.store.dispose();
  }

  get entries(): CartEntry[] {
    return Object.entries(this.cart?.items ?? {})
      .map(([key, line]) => ({ key, line, qty: lineQty(line.qty) }))
      .sort((a, b) => a.line.name.localeCompare(b.line.name) || a.key.localeCompare(b.key));
  }

  get totals(): CartTotals {
    return this.cart ? cartTotals(this.cart) : { subtotal: 0, mrpTotal: 0, savings: 0 };
  }

  /** Fee, total and the notes; null until the store settings are read (PlaceOrder applies them anyway). */
  get charges(): DeliveryCharges | null {
    const settings = this.store.settings;
    return settings ? deliveryCharges(settings, this.totals.subtotal) : null;
  }

  /** What the customer pays: items and delivery fee. */
  get total(): number {
    return this.charges?.total ?? this.totals.subtotal;
  }

  /** The owner's note when the shop is closed for today; checkout waits for another day. */
  get closedToday(): string | null {
    const settings = this.store.settings;
    return settings ? closureMessage(settings, this.clock.now()) : null;
  }

  /** Whether deliveries run now, and if not when they start; null until the settings are read. */
  get deliveryHours(): DeliveryHoursStatus | null {
    const settings = this.store.settings;
    return settings ? deliveryHoursStatus(settings, this.clock.now()) : null;
  }

  /** Why Place Order is held back, if it is: the shop is closed today, or the order is below the minimum. */
  get blockedBy(): 'closedToday' | 'belowMinimum' | null {
    if (this.closedToday !== null) return 'closedToday';
    if ((this.charges?.belowMinimumBy ?? 0) > 0) return 'belowMinimum';
    return null;
  }

  get count(): number {
    return cartCount(this.cart);
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && this.entries.length === 0;
  }

  setPhone(text: string): void {
    this.phone = text;
    this.phoneEdited = true;
    this.phoneError = null;
  }

  /** Back online, 'you are offline' has said its piece. */
  clearOfflineError(): void {
    if (this.error?.code === 'checkout.offline') this.error = null;
  }

  /** Place Order. True when the order was placed; a tap while one is being placed is ignored. */
  async place(): Promise<boolean> {
    if (this.placing || this.placed) return false;
    this.error = null;
    if (!normaliseMobileNumber(this.phone)) {
      this.phoneError = 'checkout.invalidPhone';
      return false;
    }
    this.placing = true;
    const result = await this.commands.placeOrder({
      lines: this.cart ? orderLinesFromCart(this.cart) : [],
      addressId: this.address?.id ?? '',
      phoneNumber: this.phone,
      checkoutKey: this.checkoutKey,
    });
    runInAction(() => {
      this.placing = false;
      if (result.ok) this.placed = result.value;
      else this.error = result.error;
    });
    return result.ok;
  }

  private receive(cart: Cart): void {
    this.cart = cart;
    this.status = 'ready';
  }
}
