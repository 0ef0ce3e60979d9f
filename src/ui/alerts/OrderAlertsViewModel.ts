import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observableRef, reaction, type IReactionDisposer } from 'mobx';
import { ObserveAlertSetup, type AlertSetup } from '../../application/alerts/ObserveAlertSetup';
import { ObserveOrderAlerts, type AlertNews } from '../../application/alerts/ObserveOrderAlerts';
import { RingOrderAlerts } from '../../application/alerts/RingOrderAlerts';
import { ShowAlertCount } from '../../application/alerts/ShowAlertCount';
import { SyncAlertDevice } from '../../application/alerts/SyncAlertDevice';
import { UnlockAlertSound } from '../../application/alerts/UnlockAlertSound';
import { CurrentUserToken, type CurrentUser } from '../../application/ports/CurrentUser';
import type { SystemNotice } from '../../application/ports/DeviceNotifications';
import type { OrderAlert } from '../../domain/alerts/OrderAlert';
import { isLanguage } from '../../domain/shared/Language';
import { roleOf } from '../../domain/user/roles';
import type { ViewModel } from '../app/useViewModel';
import { LiveSubscription } from '../app/LiveSubscription';

/** Banners kept at once: the newest; older ones the person can still find on the order pages. */
const MAX_BANNERS = 5;

/** An alert's words and page, in the person's language (the screen knows the words). */
export type AlertWords = (alert: OrderAlert) => Omit<SystemNotice, 'tag'>;

/**
 * The order alerts of the signed-in person on every screen (issue 38): a banner for each new alert
 * in this tab, rung once on the device (RingOrderAlerts), the count of new orders waiting for the
 * title and the app's badge, and whether the chime is blocked until a tap. Nothing while alerts are
 * off on this device; a different person (or role) starts over with no banners.
 */
@injectable('Transient')
export class OrderAlertsViewModel implements ViewModel {
  banners: OrderAlert[] = [];
  setup: AlertSetup | null = null;
  private words: AlertWords | null = null;
  private inSight: (alert: OrderAlert) => boolean = () => false;
  private stopSetup: (() => void) | null = null;
  private stopBadge: IReactionDisposer | null = null;
  private readonly live = new LiveSubscription<string | null>((watcher) => {
    this.banners = [];
    return watcher ? this.observeAlerts.execute(this.receive) : null;
  });

  constructor(
    @inject(ObserveOrderAlerts) private readonly observeAlerts: ObserveOrderAlerts,
    @inject(ObserveAlertSetup) private readonly observeSetup: ObserveAlertSetup,
    @inject(RingOrderAlerts) private readonly ring: RingOrderAlerts,
    @inject(UnlockAlertSound) private readonly unlock: UnlockAlertSound,
    @inject(ShowAlertCount) private readonly showCount: ShowAlertCount,
    @inject(SyncAlertDevice) private readonly syncDevice: SyncAlertDevice,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {
    makeObservable<this, 'receive' | 'see'>(this, {
      banners: observableRef,
      setup: observableRef,
      newOrders: computed,
      soundWanted: computed,
      soundBlocked: computed,
      mount: actionBound,
      dispose: actionBound,
      dismiss: actionBound,
      seePage: actionBound,
      receive: actionBound,
      see: actionBound,
    });
  }

  mount(): void {
    this.stopSetup ??= this.observeSetup.execute(this.see);
    this.stopBadge ??= reaction(
      () => this.newOrders,
      (count) => this.showCount.execute(count),
    );
  }

  dispose(): void {
    this.stopSetup?.();
    this.stopSetup = null;
    this.stopBadge?.();
    this.stopBadge = null;
    this.live.stop();
    this.banners = [];
    this.showCount.execute(0);
  }

  /** New orders told and still waiting (the staff's banners): the title's and the badge's count. */
  get newOrders(): number {
    return this.banners.filter((alert) => alert.audience === 'staff').length;
  }

  /** The person's alerts chime here (a customer's do not unless she chose it): only then is the chime loaded. */
  get soundWanted(): boolean {
    return !!this.setup?.settings.enabled && this.setup.settings.sound;
  }

  /** The chime was refused for want of a tap in the page, and the person wants sound. */
  get soundBlocked(): boolean {
    return this.soundWanted && this.setup?.sound === 'blocked';
  }

  /** The words of the person's language, for the notifications rung from now on. */
  setWords(words: AlertWords): void {
    this.words = words;
  }

  /** The banners `inSight` picks go: the person is looking at what they tell (a new order on the list of new orders). */
  seePage(inSight: (alert: OrderAlert) => boolean): void {
    this.inSight = inSight;
    this.banners = this.banners.filter((alert) => !inSight(alert));
  }

  /** The banner goes (the person read it, or opened its order). */
  dismiss(key: string): void {
    this.banners = this.banners.filter((alert) => alert.key !== key);
  }

  /** From a tap: the chime may play from now on. */
  allowSound(): void {
    void this.unlock.execute();
  }

  /** Keeps this device registered for closed-app alerts in the language the person reads now. */
  sync(language: string): void {
    if (isLanguage(language)) void this.syncDevice.execute({ language });
  }

  private see(setup: AlertSetup | null): void {
    this.setup = setup;
    const person = this.currentUser.profile();
    this.live.start(setup?.settings.enabled && person ? `${person.uid} ${roleOf(person)}` : null);
  }

  private receive({ alerts, settled }: AlertNews): void {
    const fresh = alerts.filter((alert) => !this.banners.some((b) => b.key === alert.key));
    const shown = [...fresh].reverse().filter((alert) => !this.inSight(alert));
    this.banners = [...shown, ...this.banners.filter((b) => !settled.includes(b.key))].slice(0, MAX_BANNERS);
    const words = this.words;
    if (!words || fresh.length === 0) return;
    void this.ring.execute(fresh.map((alert) => ({ tag: alert.key, ...words(alert) })));
  }
}
