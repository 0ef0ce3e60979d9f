import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ChooseAlertSound } from '../../../application/alerts/ChooseAlertSound';
import { ObserveAlertSetup, type AlertSetup } from '../../../application/alerts/ObserveAlertSetup';
import { SendTestAlert, type TestAlertOutcome } from '../../../application/alerts/SendTestAlert';
import { TurnOffAlerts } from '../../../application/alerts/TurnOffAlerts';
import { TurnOnAlerts } from '../../../application/alerts/TurnOnAlerts';
import { UnlockAlertSound } from '../../../application/alerts/UnlockAlertSound';
import type { SystemNotice } from '../../../application/ports/DeviceNotifications';
import { isLanguage } from '../../../domain/shared/Language';
import type { ViewModel } from '../../app/useViewModel';

/**
 * Settings → Notifications (issue 38): this device's order alerts for the signed-in person. Each
 * action runs straight from the tap (a phone allows sound and the permission prompt only there),
 * then the set-up is read again, the closed-app registration included.
 */
@injectable('Transient')
export class NotificationsViewModel implements ViewModel {
  setup: AlertSetup | null = null;
  busy = false;
  testOutcome: TestAlertOutcome | null = null;
  private stop: (() => void) | null = null;

  constructor(
    @inject(ObserveAlertSetup) private readonly observeSetup: ObserveAlertSetup,
    @inject(TurnOnAlerts) private readonly turningOn: TurnOnAlerts,
    @inject(TurnOffAlerts) private readonly turningOff: TurnOffAlerts,
    @inject(ChooseAlertSound) private readonly choosingSound: ChooseAlertSound,
    @inject(SendTestAlert) private readonly testing: SendTestAlert,
    @inject(UnlockAlertSound) private readonly unlocking: UnlockAlertSound,
  ) {
    makeObservable<this, 'see'>(this, {
      setup: observableRef,
      busy: observable,
      testOutcome: observableRef,
      soundBlocked: computed,
      mount: actionBound,
      dispose: actionBound,
      see: actionBound,
    });
  }

  mount(): void {
    this.stop ??= this.observeSetup.execute(this.see);
  }

  dispose(): void {
    this.stop?.();
    this.stop = null;
  }

  /** The person wants the chime, and the phone refused it for want of a tap. */
  get soundBlocked(): boolean {
    return !!this.setup?.settings.sound && this.setup.sound === 'blocked';
  }

  turnOn(language: string): Promise<void> {
    return this.act(() => this.turningOn.execute({ language: isLanguage(language) ? language : 'en' }));
  }

  turnOff(): Promise<void> {
    return this.act(() => this.turningOff.execute());
  }

  chooseSound(on: boolean): Promise<void> {
    return this.act(() => this.choosingSound.execute({ on }));
  }

  allowSound(): Promise<void> {
    return this.act(() => this.unlocking.execute());
  }

  /** 'Send a test alert', in the person's words. */
  sendTest(notice: SystemNotice): Promise<void> {
    return this.act(async () => {
      const outcome = await this.testing.execute(notice);
      runInAction(() => (this.testOutcome = outcome));
    });
  }

  /** Runs the use case at once (still in the tap's turn), then reads the set-up again. */
  private async act(work: () => Promise<unknown>): Promise<void> {
    const running = work();
    runInAction(() => {
      this.busy = true;
      this.testOutcome = null;
    });
    try {
      await running;
    } finally {
      runInAction(() => (this.busy = false));
      if (this.stop) {
        this.stop();
        this.stop = this.observeSetup.execute(this.see);
      }
    }
  }

  private see(setup: AlertSetup | null): void {
    this.setup = setup;
  }
}
