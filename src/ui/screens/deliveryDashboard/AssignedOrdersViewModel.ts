import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable } from 'mobx';
import { ObserveAssignedOrders } from '../../../application/orders/ObserveAssignedOrders';
import { CurrentUserToken, type CurrentUser } from '../../../application/ports/CurrentUser';
import { ShopCommandsToken, type ShopCommands } from '../../../application/ports/ShopCommands';
import type { Order } from '../../../domain/order/Order';
import type { ViewModel } from '../../app/useViewModel';
import { DeliveryCodeEntries } from '../../components/orders/DeliveryCodeEntries';
import { OrderConfirmation, OrderRequests, outcomeOf, type OrderOutcome } from '../../components/orders/OrderRequests';
import { LiveOrderList } from '../../components/orders/LiveOrderList';
import { LiveStoreSettings } from '../../components/store/LiveStoreSettings';
import { CANCEL_REASON_NOTES, type CancelReason } from '../../../domain/order/cancelReasons';

/** What a tap on an order's button ended in, for a toast: 'Order status updated to {status}' carries its status. */
export type ActionOutcome = OrderOutcome;

/** The reason picker's own problems, shown under it (screens.deliveryDashboard.cancel.*). */
export type CancelFormError = 'reasonRequired' | 'otherRequired';

export interface CancelForm {
  orderId: string;
  reason: CancelReason | null;
  other: string;
  error: CancelFormError | null;
}

/** After these errors the order is gone or not ours: retrying from the dialog cannot help. */
const FINAL_ERRORS: readonly string[] = [
  'orders.notFound',
  'orders.notFoundOrProcessed',
  'orders.notAssigned',
  'orders.cannotCancel',
  'orders.permissionDenied',
  'orders.mustBeLoggedIn',
];

/**
 * My orders for a delivery person: the orders they accepted, live, with 'Mark delivered',
 * 'Cancel' (with a reason) and 'I can't deliver this' (after confirming: back to pending for
 * someone else, the customer's order stays open). Each order acts once per tap: a second tap while the first is under
 * way is ignored, so a double tap on a shaky phone cannot send two requests. An order that needs a
 * delivery code is marked delivered with the code the customer reads out.
 */
@injectable('Transient')
export class AssignedOrdersViewModel implements ViewModel {
  /** My accepted orders, live; a different person restarts the list. */
  readonly list: LiveOrderList;
  /** Orders with a request under way, and which. */
  readonly busy = new OrderRequests<'deliver' | 'cancel' | 'handBack'>();
  cancelForm: CancelForm | null = null;
  private readonly handBackConfirmation = new OrderConfirmation(this.busy);
  /** Delivery codes being typed, and why one was refused. */
  readonly codes = new DeliveryCodeEntries();

  constructor(
    @inject(ObserveAssignedOrders) observeAssigned: ObserveAssignedOrders,
    @inject(ShopCommandsToken) private readonly commands: ShopCommands,
    @inject(LiveStoreSettings) store: LiveStoreSettings,
    @inject(CurrentUserToken) currentUser: CurrentUser,
  ) {
    this.list = new LiveOrderList(store, currentUser, { open: (receive) => observeAssigned.execute(receive) });
    makeObservable<this, 'reasonText'>(this, {
      cancelForm: observable,
      handBackTarget: computed,
      mount: actionBound,
      dispose: actionBound,
      markDelivered: actionBound,
      openCancel: actionBound,
      closeCancel: actionBound,
      setReason: actionBound,
      setOther: actionBound,
      confirmCancel: actionBound,
      requestHandBack: actionBound,
      dismissHandBack: actionBound,
      confirmHandBack: actionBound,
      reasonText: actionBound,
    });
  }

  mount(): void {
    this.list.start();
  }

  dispose(): void {
    this.list.stop();
  }

  /** The order the hand-back confirmation is open for. */
  get confirmingHandBack(): string | null {
    return this.handBackConfirmation.orderId;
  }

  /** The order in the hand-back confirmation, while it is still on my list. */
  get handBackTarget(): Order | null {
    return this.list.orders?.find((o) => o.id === this.confirmingHandBack) ?? null;
  }

  isBusy(orderId: string): boolean {
    return this.busy.has(orderId);
  }

  async markDelivered(orderId: string): Promise<ActionOutcome | null> {
    const result = await this.busy.run(
      orderId,
      'deliver',
      () =>
        this.commands.deliverOrder({
          orderId,
          deliveryCode: this.codes.take(
            this.list.orders?.find((o) => o.id === orderId),
            orderId,
          ),
        }),
      (sent) => {
        this.codes.settle(orderId, sent);
        if (sent.ok) this.list.drop(orderId);
      },
    );
    if (!result) return null;
    return result.ok ? { ok: true, value: { code: 'orders.delivered' } } : result;
  }

  openCancel(orderId: string): void {
    if (this.busy.has(orderId)) return;
    this.cancelForm = { orderId, reason: null, other: '', error: null };
  }

  closeCancel(): void {
    if (this.cancelForm && this.busy.has(this.cancelForm.orderId)) return;
    this.cancelForm = null;
  }

  setReason(reason: CancelReason): void {
    if (!this.cancelForm) return;
    this.cancelForm.reason = reason;
    this.cancelForm.error = null;
  }

  setOther(text: string): void {
    if (!this.cancelForm) return;
    this.cancelForm.other = text;
    this.cancelForm.error = null;
  }

  /** Cancels the order in the dialog with its reason; null when the form is incomplete or already sending. */
  async confirmCancel(): Promise<ActionOutcome | null> {
    const form = this.cancelForm;
    if (!form || this.busy.has(form.orderId)) return null;
    const reason = this.reasonText(form);
    if (reason === null) return null;
    const { orderId } = form;
    const result = await this.busy.run(
      orderId,
      'cancel',
      () => this.commands.cancelOrder({ orderId, reason }),
      (sent) => {
        if (sent.ok) this.list.drop(orderId);
        if (sent.ok || FINAL_ERRORS.includes(sent.error.code)) this.cancelForm = null;
      },
    );
    if (!result) return null;
    return result.ok ? { ok: true, value: { code: 'orders.cancelled' } } : result;
  }

  /** Asks before giving the order back: someone else will have to take it. */
  requestHandBack(orderId: string): void {
    this.handBackConfirmation.request(orderId);
  }

  dismissHandBack(): void {
    this.handBackConfirmation.dismiss();
  }

  /** Back to the new orders for anyone to accept; null when nothing is being confirmed or it is under way. */
  async confirmHandBack(): Promise<ActionOutcome | null> {
    const result = await this.handBackConfirmation.confirm(
      'handBack',
      (orderId) => this.commands.handBackOrder({ orderId }),
      (sent, orderId) => {
        if (sent.ok) this.list.drop(orderId);
      },
    );
    return result && outcomeOf(result);
  }

  private reasonText(form: CancelForm): string | null {
    if (!form.reason) {
      form.error = 'reasonRequired';
      return null;
    }
    if (form.reason !== 'other') return CANCEL_REASON_NOTES[form.reason];
    const typed = form.other.trim();
    if (!typed) form.error = 'otherRequired';
    return typed || null;
  }
}
