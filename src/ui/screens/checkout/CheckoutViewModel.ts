import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ObserveCart } from '../../../application/cart/ObserveCart';
import type { PlaceOrderFailure } from '../../../application/checkout/PlaceOrder';
import { ClockToken, type Clock } from '../../../application/ports/Clock';
import { CurrentUserToken, type CurrentUser } from '../../../application/ports/CurrentUser';
import { IdGeneratorToken, type IdGenerator } from '../../../application/ports/IdGenerator';
import { ShopCommandsToken, type ShopCommands } from '../../../application/ports/ShopCommands';
import type { SavedAddress } from '../../../domain/address/Address';
import { orderLinesFromCart } from '../../../domain/cart/orderLinesFromCart';
import type { Order } from '../../../domain/order/Order';
import { normaliseMobileNumber } from '../../../domain/order/phoneNumber';
import { closureMessage, deliveryHoursStatus, type DeliveryHoursStatus } from '../../../domain/store/storeHours';
import type { UserProfile } from '../../../domain/user/UserProfile';
import type { ViewModel } from '../../app/useViewModel';
import { LiveStoreSettings } from '../../components/store/LiveStoreSettings';
import { LiveCart } from '../cart/LiveCart';

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
  /** The signed-in user's cart with its totals and charges; a different user starts afresh. */
  readonly cart: LiveCart;
  address: SavedAddress | null = null;
  phone = '';
  phoneError: 'checkout.invalidPhone' | null = null;
  placing = false;
  error: PlaceOrderFailure | null = null;
  /** The order just placed: the screen says so and moves on to /orders. */
  placed: Order | null = null;
  /** Once the shopper edits the phone number, a profile update no longer overwrites it. */
  private phoneEdited = false;
  /** One per visit of the screen: a doubled or retried Place Order places one order. */
  private readonly checkoutKey: string;

  constructor(
    @inject(ObserveCart) observeCart: ObserveCart,
    @inject(ShopCommandsToken) private readonly commands: ShopCommands,
    @inject(IdGeneratorToken) ids: IdGenerator,
    @inject(LiveStoreSettings) store: LiveStoreSettings,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(CurrentUserToken) currentUser: CurrentUser,
  ) {
    this.checkoutKey = ids.next();
    this.cart = new LiveCart(observeCart, store, currentUser, { seeUser: (user) => this.fillIn(user) });
    makeObservable<this, 'fillIn'>(this, {
      // Domain values as they arrive, not observable copies: they are replaced whole, never changed in place.
      address: observableRef,
      phone: observable,
      phoneError: observable,
      placing: observable,
      error: observableRef,
      placed: observableRef,
      total: computed,
      closedToday: computed,
      deliveryHours: computed,
      blockedBy: computed,
      mount: actionBound,
      dispose: actionBound,
      setPhone: actionBound,
      clearOfflineError: actionBound,
      place: actionBound,
      fillIn: actionBound,
    });
  }

  mount(): void {
    this.cart.start();
  }

  dispose(): void {
    this.cart.stop();
  }

  /** What the customer pays: items and delivery fee. */
  get total(): number {
    return this.cart.charges?.total ?? this.cart.totals.subtotal;
  }

  /** The owner's note when the shop is closed for today; checkout waits for another day. */
  get closedToday(): string | null {
    const settings = this.cart.store.settings;
    return settings ? closureMessage(settings, this.clock.now()) : null;
  }

  /** Whether deliveries run now, and if not when they start; null until the settings are read. */
  get deliveryHours(): DeliveryHoursStatus | null {
    const settings = this.cart.store.settings;
    return settings ? deliveryHoursStatus(settings, this.clock.now()) : null;
  }

  /** Why Place Order is held back, if it is: the shop is closed today, or the order is below the minimum. */
  get blockedBy(): 'closedToday' | 'belowMinimum' | null {
    if (this.closedToday !== null) return 'closedToday';
    if ((this.cart.charges?.belowMinimumBy ?? 0) > 0) return 'belowMinimum';
    return null;
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
      lines: this.cart.value ? orderLinesFromCart(this.cart.value) : [],
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

  /** The signed-in user's delivery address and phone (until the shopper edits it), on every profile change. */
  private fillIn(user: UserProfile | null): void {
    this.address = user?.deliveryAddress ?? null;
    if (!this.phoneEdited) this.phone = user?.phoneNumber ?? '';
  }
}
