import type { ServiceIdentifier } from 'inversify';
import type { OrderAlert } from '../../domain/alerts/OrderAlert';
import type { Language } from '../../domain/shared/Language';

/** One push to one device: the alert, in the language that device's person reads, opening `path`. */
export interface PushMessage {
  token: string;
  language: Language;
  alert: OrderAlert;
  /** The page the notification opens (alertPath). */
  path: string;
}

/** How one push went: sent, refused because the device's token is no longer registered, or failed otherwise. */
export type PushOutcome = 'sent' | 'unregistered' | 'failed';

/**
 * The server's way to reach a person whose app is closed: web push (Firebase Cloud Messaging in
 * functions/). Words and format are the adapter's; the application says what happened and to whom.
 */
export interface Notifier {
  /** Sends each message; one outcome per message, in order. May reject when the service cannot be reached at all. */
  send(messages: readonly PushMessage[]): Promise<PushOutcome[]>;
}

export const NotifierToken: ServiceIdentifier<Notifier> = Symbol.for('Notifier');
