import { inject, injectable } from 'inversify';
import { AlertSoundToken, type AlertSound } from '../ports/AlertSound';

/** From a tap anywhere in the page ('Allow sound', or the first touch): the chime may play from now on. True when it may. */
@injectable()
export class UnlockAlertSound {
  constructor(@inject(AlertSoundToken) private readonly sound: AlertSound) {}

  execute(): Promise<boolean> {
    return this.sound.unlock();
  }
}
