import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Notifier, PushMessage, PushOutcome } from '../../../src/application/ports/Notifier';
import { GONE_TOKENS, RECORDED_PUSHES } from './emulatorCollections';
import { fcmMessage } from './fcmMessage';

/**
 * The push service under the Functions emulator, which cannot reach Cloud Messaging (it runs
 * offline, without credentials): each message is recorded in Firestore for the tests to read, and a
 * token a test marked gone answers 'unregistered', as Cloud Messaging does. Bound only when
 * FUNCTIONS_EMULATOR is set (functions/src/index.ts); deployed functions use FcmNotifier.
 */
export class EmulatorPushRecorder implements Notifier {
  constructor(private readonly db: Firestore) {}

  async send(messages: readonly PushMessage[]): Promise<PushOutcome[]> {
    const gone = await Promise.all(messages.map(async (m) => (await this.db.collection(GONE_TOKENS).doc(m.token).get()).exists));
    const batch = this.db.batch();
    const outcomes = messages.map((message, i): PushOutcome => {
      if (gone[i]) return 'unregistered';
      batch.set(this.db.collection(RECORDED_PUSHES).doc(), { ...fcmMessage(message), sentAt: Timestamp.now() });
      return 'sent';
    });
    await batch.commit();
    return outcomes;
  }
}
