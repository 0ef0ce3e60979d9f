import { inject, injectable } from 'inversify';
import { ScreenWakeLockToken, type ScreenWakeLock } from '../ports/ScreenWakeLock';

export type ScreenOnState = 'on' | 'off' | 'unsupported' | 'refused';

/** 'Keep screen on while on duty' (issue 38): the screen stays on (or may dim again), where the phone allows it. */
@injectable()
export class KeepScreenOn {
  constructor(@inject(ScreenWakeLockToken) private readonly wakeLock: ScreenWakeLock) {}

  async execute({ on }: { on: boolean }): Promise<ScreenOnState> {
    if (!this.wakeLock.supported()) return 'unsupported';
    if (!on) {
      await this.wakeLock.release();
      return 'off';
    }
    return (await this.wakeLock.keepOn()) ? 'on' : 'refused';
  }
}
