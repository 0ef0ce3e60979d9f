import type { Messaging } from 'firebase-admin/messaging';
import type { Notifier, PushMessage, PushOutcome } from '../../../src/application/ports/Notifier';
import { fcmMessage } from './fcmMessage';

/** Cloud Messaging takes at most this many messages in one sendEach. */
const BATCH = 500;
/** The order's answer waits no longer than this for the push service; the order itself is already done. */
const SEND_WAIT_MS = 8000;

/** Cloud Messaging's answers for a token it no longer knows (the app uninstalled, the site's data cleared) or never knew. */
const GONE = new Set(['messaging/registration-token-not-registered', 'messaging/invalid-registration-token']);

/** Web push through Firebase Cloud Messaging (firebase-admin), for the server functions only. */
export class FcmNotifier implements Notifier {
  constructor(
    private readonly messaging: Messaging,
    private readonly waitMs = SEND_WAIT_MS,
  ) {}

  async send(messages: readonly PushMessage[]): Promise<PushOutcome[]> {
    const outcomes: PushOutcome[] = [];
    for (let start = 0; start < messages.length; start += BATCH) {
      const batch = messages.slice(start, start + BATCH).map(fcmMessage);
      const answer = await within(this.messaging.sendEach(batch), this.waitMs);
      outcomes.push(
        ...answer.responses.map((r): PushOutcome => (r.success ? 'sent' : GONE.has(r.error?.code ?? '') ? 'unregistered' : 'failed')),
      );
    }
    return outcomes;
  }
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Cloud Messaging did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
