import { inject, injectable } from 'inversify';
import { AlertLedgerToken, type AlertLedger } from '../ports/AlertLedger';
import { AlertSettingsStoreToken, type AlertSettingsStore } from '../ports/AlertSettingsStore';
import { AlertSoundToken, type AlertSound } from '../ports/AlertSound';
import { ClockToken, type Clock } from '../ports/Clock';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { DeviceNotificationsToken, type DeviceNotifications, type SystemNotice } from '../ports/DeviceNotifications';
import { alertSettingsOf } from './alertSettingsOf';

/** How the alerts were given: how many rang here, and whether the chime sounded. */
export interface RingOutcome {
  rung: number;
  /** 'notification' when the phone's own notifications told it (the page was out of sight). */
  sound: 'played' | 'blocked' | 'off' | 'notification' | 'none';
}

/** A tab out of sight waits this long before it claims an alert, so a tab in sight of the same person rings instead. */
export const HIDDEN_TAB_DELAY_MS = 400;

/**
 * Rings for new alerts (issue 38), each once on this device however many tabs see it (AlertLedger):
 * a buzz, and in sight the chime (when the person keeps sound on), out of sight a notification in
 * the phone's notification area instead when they allowed them (else the chime, which a hidden tab
 * may still play). Nothing when the person turned alerts off here. The notices come in their words.
 */
@injectable()
export class RingOrderAlerts {
  constructor(
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
    @inject(AlertSettingsStoreToken) private readonly settings: AlertSettingsStore,
    @inject(AlertLedgerToken) private readonly ledger: AlertLedger,
    @inject(AlertSoundToken) private readonly sound: AlertSound,
    @inject(DeviceNotificationsToken) private readonly notifications: DeviceNotifications,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async execute(notices: readonly SystemNotice[]): Promise<RingOutcome> {
    const person = this.currentUser.profile();
    if (!person || notices.length === 0) return { rung: 0, sound: 'none' };
    const settings = alertSettingsOf(this.settings, person);
    if (!settings.enabled) return { rung: 0, sound: 'none' };
    if (this.notifications.pageHidden()) await this.clock.sleep(HIDDEN_TAB_DELAY_MS);
    const mine: SystemNotice[] = [];
    for (const notice of notices) if (await this.ledger.claim(person.uid, notice.tag)) mine.push(notice);
    if (mine.length === 0) return { rung: 0, sound: 'none' };
    this.notifications.vibrate();
    if (this.notifications.pageHidden() && this.notifications.permission() === 'granted') {
      const shown = await Promise.all(mine.map((notice) => this.notifications.show(notice)));
      if (shown.every(Boolean)) return { rung: mine.length, sound: 'notification' };
    }
    if (!settings.sound) return { rung: mine.length, sound: 'off' };
    return { rung: mine.length, sound: (await this.sound.play()) ? 'played' : 'blocked' };
  }
}
