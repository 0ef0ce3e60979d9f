import type { Notifier, PushMessage, PushOutcome } from '../../application/ports/Notifier';

/**
 * The push service for tests: records every message sent, answers 'unregistered' for the tokens a
 * test says the service no longer knows, and can be made unreachable.
 */
export class RecordingNotifier implements Notifier {
  readonly sent: PushMessage[] = [];
  private readonly gone = new Set<string>();
  private unreachable: Error | null = null;

  async send(messages: readonly PushMessage[]): Promise<PushOutcome[]> {
    if (this.unreachable) throw this.unreachable;
    return messages.map((message) => {
      if (this.gone.has(message.token)) return 'unregistered';
      this.sent.push(structuredClone(message));
      return 'sent';
    });
  }

  /** The push service no longer knows this token (the app was uninstalled, the site's data cleared). */
  forgetToken(token: string): void {
    this.gone.add(token);
  }

  setUnreachable(error: Error | null = new Error('push service unreachable')): void {
    this.unreachable = error;
  }
}
