import type { DeviceNotifications, NotificationPermissionState, SystemNotice } from '../../application/ports/DeviceNotifications';

/**
 * The phone's notifications in memory: the permission (and the person's answer to the prompt) set
 * by the test, the page in sight or not, and every notification, buzz and badge recorded.
 */
export class InMemoryDeviceNotifications implements DeviceNotifications {
  readonly shown: SystemNotice[] = [];
  vibrations = 0;
  badge = 0;
  /** How often the browser's prompt was shown. */
  prompts = 0;
  private state: NotificationPermissionState = 'default';
  private answer: NotificationPermissionState = 'granted';
  private hidden = false;

  permission(): NotificationPermissionState {
    return this.state;
  }

  setPermission(state: NotificationPermissionState): void {
    this.state = state;
  }

  /** What the person taps when the prompt comes. */
  answerPrompt(answer: NotificationPermissionState): void {
    this.answer = answer;
  }

  async requestPermission(): Promise<NotificationPermissionState> {
    if (this.state !== 'default') return this.state;
    this.prompts += 1;
    this.state = this.answer;
    return this.state;
  }

  async show(notice: SystemNotice): Promise<boolean> {
    if (this.state !== 'granted') return false;
    const same = this.shown.findIndex((n) => n.tag === notice.tag);
    if (same >= 0) this.shown.splice(same, 1);
    this.shown.push({ ...notice });
    return true;
  }

  pageHidden(): boolean {
    return this.hidden;
  }

  setPageHidden(hidden: boolean): void {
    this.hidden = hidden;
  }

  vibrate(): void {
    this.vibrations += 1;
  }

  setBadge(count: number): void {
    this.badge = count;
  }
}
