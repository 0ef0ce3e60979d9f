import type { Notifier, PushMessage, PushOutcome } from '../../application/ports/Notifier';

/** Local mode has no push service: closed apps cannot be reached, so nothing is sent (the open app's alerts still come). */
export class NoPushNotifier implements Notifier {
  async send(messages: readonly PushMessage[]): Promise<PushOutcome[]> {
    return messages.map(() => 'failed');
  }
}
