import type { PushMessage } from '../../../src/application/ports/Notifier';
import { pushText } from './pushText';

/** A push still worth showing a day late (a rider's phone off overnight); older than that, the order has moved on. */
const TTL_SECONDS = 24 * 60 * 60;

/** What Cloud Messaging is asked to deliver to one device (firebase-admin's Message, as plain data). */
export interface FcmMessage {
  token: string;
  data: { title: string; body: string; path: string; tag: string; lang: string };
  webpush: { headers: { Urgency: 'high'; TTL: string } };
}

/**
 * A data-only web push: the shop's service worker shows it (public/alerts-sw.js) with the tag of
 * the alert, so the open app's own notification of the same thing is replaced, not doubled, and
 * nothing is shown while the app is in sight. High urgency wakes a phone in its pocket.
 */
export function fcmMessage(push: PushMessage): FcmMessage {
  const { title, body } = pushText(push.alert, push.language);
  return {
    token: push.token,
    data: { title, body, path: push.path, tag: push.alert.key, lang: push.language },
    webpush: { headers: { Urgency: 'high', TTL: String(TTL_SECONDS) } },
  };
}
