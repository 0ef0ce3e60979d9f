import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import { ListUsers } from '../../../application/admin/ListUsers';
import { ObserveAllOrders } from '../../../application/orders/ObserveAllOrders';
import { displayName } from '../../../application/orders/orderActor';
import { CurrentUserToken, type CurrentUser } from '../../../application/ports/CurrentUser';
import { ShopCommandsToken, type ShopCommands } from '../../../application/ports/ShopCommands';
import { GetDeliveryCode } from '../../../application/store/GetDeliveryCode';
import type { Order } from '../../../domain/order/Order';
import type { ErrorCode } from '../../../domain/shared/ErrorCode';
import { roleOf } from '../../../domain/user/roles';
import type { ViewModel } from '../../app/useViewModel';
import { LiveOrderList } from '../../components/orders/LiveOrderList';
import { LiveStoreSettings } from '../../components/store/LiveStoreSettings';
import { DeliveryCodeEntries } from '../../components/orders/DeliveryCodeEntries';
import { OrderConfirmation, OrderRequests, outcomeOf, type OrderOutcome } from '../../components/orders/OrderRequests';
import { filterOrders, type StatusFilter } from './filterOrders';

/** What a tap ended in, for a toast: 'Order status updated to {status}' carries its status. */
export type AdminOrderOutcome = OrderOutcome;

type Action = 'cancel' | 'deliver' | 'handBack' | 'assign' | 'unlock';

/** Someone the owner can give an order to. */
export interface DeliveryPerson {
  uid: string;
  name: string;
}

/** 'Assign to…': the order, the delivery people to choose from (null while they load), and the choice. */
export interface AssignForm {
  orderId: string;
  people: DeliveryPerson[] | null;
  loadError: ErrorCode | null;
  chosen: string | null;
  /** Assign was pressed with nobody chosen. */
  missingChoice: boolean;
}

/** After these the order is gone or cannot be given to anyone: the assign dialog closes. */
const FINAL_ERRORS: readonly string[] = [
  'orders.notFound',
  'orders.notFoundOrProcessed',
  'orders.invalidStatus',
  'orders.permissionDenied',
  'orders.mustBeLoggedIn',
];

/**
 * /adminorders: every active order, live, filtered by status and searched by customer or order
 * number. The admin cancels any order after confirming ('Cancelled by administrator', stock back)
 * and marks an accepted order delivered. When a delivery person is ill or cannot be reached, the
 * admin hands their order back to pending (after confirming) or gives a pending or accepted order
 * to a delivery person of their choice; an order locked by wrong delivery codes is unlocked here.
 * One request per order at a time. An order that needs a delivery code gets the customer's code
 * filled in, which the admin may read or change.
 */
@injectable('Transient')
export class AdminOrdersViewModel implements ViewModel {
  /** Every active order, live, for whoever is signed in; a different person starts afresh. */
  readonly list: LiveOrderList;
  status: StatusFilter = 'all';
  search = '';
  assignForm: AssignForm | null = null;
  readonly busy = new OrderRequests<Action>();
  private readonly cancelConfirmation = new OrderConfirmation(this.busy);
  private readonly handBackConfirmation = new OrderConfirmation(this.busy);
  readonly expanded = observable.set<string>();
  /** Delivery codes for Mark delivered: the customer's, read for the admin, or as typed. */
  readonly codes = new DeliveryCodeEntries();
  private readonly codesAsked = new Set<string>();

  constructor(
    @inject(ObserveAllOrders) observeAll: ObserveAllOrders,
    @inject(ShopCommandsToken) private readonly commands: ShopCommands,
    @inject(GetDeliveryCode) private readonly getDeliveryCode: GetDeliveryCode,
    @inject(LiveStoreSettings) store: LiveStoreSettings,
    @inject(CurrentUserToken) currentUser: CurrentUser,
    @inject(ListUsers) private readonly listUsers: ListUsers,
  ) {
    this.list = new LiveOrderList(store, currentUser, {
      open: (receive) => {
        this.codes.clear();
        this.codesAsked.clear();
        return observeAll.execute(receive);
      },
      seeOrders: (orders) => this.askCodes(orders),
    });
    makeObservable<this, 'askCodes' | 'readCode' | 'loadPeople'>(this, {
      status: observable,
      search: observable,
      assignForm: observable,
      all: computed,
      visible: computed,
      counts: computed,
      cancelTarget: computed,
      handBackTarget: computed,
      assignTarget: computed,
      assignChoices: computed,
      mount: actionBound,
      dispose: actionBound,
      setStatus: actionBound,
      setSearch: actionBound,
      toggleDetails: actionBound,
      requestCancel: actionBound,
      dismissCancel: actionBound,
      confirmCancel: actionBound,
      markDelivered: actionBound,
      requestHandBack: actionBound,
      dismissHandBack: actionBound,
      confirmHandBack: actionBound,
      openAssign: actionBound,
      closeAssign: actionBound,
      choose: actionBound,
      confirmAssign: actionBound,
      unlock: actionBound,
      loadPeople: actionBound,
      askCodes: actionBound,
      readCode: actionBound,
    });
  }

  mount(): void {
    this.list.start();
  }

  dispose(): void {
    this.list.stop();
  }

  get all(): Order[] {
    return this.list.orders ?? [];
  }

  /** The orders shown: chosen status, matching the search, newest first. */
  get visible(): Order[] {
    return filterOrders(this.all, this.status, this.search);
  }

  /** How many active orders each status filter would show (before searching). */
  get counts(): Record<StatusFilter, number> {
    return {
      all: this.all.length,
      pending: this.all.filter((o) => o.status === 'pending').length,
      accepted: this.all.filter((o) => o.status === 'accepted').length,
    };
  }

  /** The order the cancel confirmation is open for (settable, as the field it replaces was). */
  get confirmingCancel(): string | null {
    return this.cancelConfirmation.orderId;
  }

  set confirmingCancel(orderId: string | null) {
    this.cancelConfirmation.orderId = orderId;
  }

  /** The order the hand-back confirmation is open for. */
  get confirmingHandBack(): string | null {
    return this.handBackConfirmation.orderId;
  }

  /** The order in the cancel confirmation, while it is still active. */
  get cancelTarget(): Order | null {
    return this.all.find((o) => o.id === this.confirmingCancel) ?? null;
  }

  /** The order in the hand-back confirmation, while it is still active and accepted. */
  get handBackTarget(): Order | null {
    return this.all.find((o) => o.id === this.confirmingHandBack && o.status === 'accepted') ?? null;
  }

  /** The order in the assign dialog, while it is still active. */
  get assignTarget(): Order | null {
    return this.all.find((o) => o.id === this.assignForm?.orderId) ?? null;
  }

  /** The delivery people the order can go to: everyone but whoever has it now. Null while loading. */
  get assignChoices(): DeliveryPerson[] | null {
    const people = this.assignForm?.people;
    if (!people) return null;
    const holder = this.assignTarget?.status === 'accepted' ? this.assignTarget.deliveryPersonId : null;
    return people.filter((p) => p.uid !== holder);
  }

  setStatus(status: StatusFilter): void {
    this.status = status;
  }

  setSearch(search: string): void {
    this.search = search;
  }

  toggleDetails(orderId: string): void {
    if (this.expanded.has(orderId)) this.expanded.delete(orderId);
    else this.expanded.add(orderId);
  }

  requestCancel(orderId: string): void {
    this.cancelConfirmation.request(orderId);
  }

  dismissCancel(): void {
    this.cancelConfirmation.dismiss();
  }

  /** Cancels the order being confirmed; null when nothing is being confirmed or it is already under way. */
  async confirmCancel(): Promise<AdminOrderOutcome | null> {
    const result = await this.cancelConfirmation.confirm('cancel', (orderId) => this.commands.cancelOrder({ orderId }));
    return result && outcomeOf(result);
  }

  async markDelivered(orderId: string): Promise<AdminOrderOutcome | null> {
    const result = await this.busy.run(
      orderId,
      'deliver',
      () =>
        this.commands.deliverOrder({
          orderId,
          deliveryCode: this.codes.take(
            this.all.find((o) => o.id === orderId),
            orderId,
          ),
        }),
      (sent) => this.codes.settle(orderId, sent),
    );
    return result && outcomeOf(result);
  }

  /** Asks before taking an accepted order off its delivery person. */
  requestHandBack(orderId: string): void {
    this.handBackConfirmation.request(orderId);
  }

  dismissHandBack(): void {
    this.handBackConfirmation.dismiss();
  }

  /** Back to pending for any delivery person to accept; null when nothing is being confirmed or it is under way. */
  async confirmHandBack(): Promise<AdminOrderOutcome | null> {
    const result = await this.handBackConfirmation.confirm('handBack', (orderId) => this.commands.handBackOrder({ orderId }));
    return result && outcomeOf(result);
  }

  /** Opens 'Assign to…' and reads who the delivery people are now. */
  openAssign(orderId: string): void {
    if (this.busy.has(orderId)) return;
    this.assignForm = { orderId, people: null, loadError: null, chosen: null, missingChoice: false };
    void this.loadPeople(orderId);
  }

  closeAssign(): void {
    if (this.assignForm && this.busy.has(this.assignForm.orderId)) return;
    this.assignForm = null;
  }

  choose(uid: string): void {
    if (!this.assignForm || this.busy.has(this.assignForm.orderId)) return;
    this.assignForm.chosen = uid;
    this.assignForm.missingChoice = false;
  }

  /** Gives the order to the chosen delivery person; null when nobody is chosen yet or it is under way. */
  async confirmAssign(): Promise<AdminOrderOutcome | null> {
    const form = this.assignForm;
    if (!form || this.busy.has(form.orderId)) return null;
    const chosen = this.assignChoices?.find((p) => p.uid === form.chosen);
    if (!chosen) {
      form.missingChoice = true;
      return null;
    }
    const { orderId } = form;
    const result = await this.busy.run(
      orderId,
      'assign',
      () => this.commands.assignOrder({ orderId, deliveryPersonId: chosen.uid }),
      (sent) => {
        if (sent.ok || FINAL_ERRORS.includes(sent.error.code)) this.assignForm = null;
        // Not a delivery person any more: the list is read again, without them.
        else if (sent.error.code === 'orders.notDeliveryPerson') void this.loadPeople(orderId);
      },
    );
    return result && outcomeOf(result);
  }

  /** Lets an order locked by wrong delivery codes be delivered again. */
  async unlock(orderId: string): Promise<AdminOrderOutcome | null> {
    const result = await this.busy.run(orderId, 'unlock', () => this.commands.unlockDelivery({ orderId }));
    return result && outcomeOf(result);
  }

  private async loadPeople(orderId: string): Promise<void> {
    const listed = await this.listUsers.execute();
    runInAction(() => {
      const form = this.assignForm;
      if (form?.orderId !== orderId) return;
      if (!listed.ok) {
        form.loadError = listed.error.code;
        return;
      }
      form.loadError = null;
      form.people = listed.value.filter((p) => roleOf(p) === 'delivery').map((p) => ({ uid: p.uid, name: displayName(p) }));
      if (!form.people.some((p) => p.uid === form.chosen)) form.chosen = null;
    });
  }

  /** Reads the customer's code of each order that needs one, once. */
  private askCodes(orders: Order[]): void {
    for (const order of orders) {
      if (order.deliveryCodeRequired && !this.codesAsked.has(order.id)) void this.readCode(order.id);
    }
  }

  /** Fills in the customer's code for an order that needs one, unless the admin has typed one already. */
  private async readCode(orderId: string): Promise<void> {
    this.codesAsked.add(orderId);
    const code = await this.getDeliveryCode.execute({ orderId });
    runInAction(() => {
      if (code === null) this.codesAsked.delete(orderId);
      else this.codes.fillIn(orderId, code);
    });
  }
}
