// @vitest-environment node
import type { Messaging } from 'firebase-admin/messaging';
import { describe, expect, it } from 'vitest';
import { fcmMessage } from '../../functions/src/push/fcmMessage';
import { FcmNotifier } from '../../functions/src/push/FcmNotifier';
import { pushText } from '../../functions/src/push/pushText';
import type { PushMessage } from '../../src/application/ports/Notifier';
import { orderAlert } from '../../src/domain/alerts/OrderAlert';
import { shortOrderNumber } from '../../src/domain/order/shortOrderNumber';
import { orderFactory } from '../factories/orderFactory';

// The words and shape of a push (functions/src/push), and how Cloud Messaging's answers are read.
// Cloud Messaging itself needs Google's servers: a stand-in Messaging answers here as it documents.

const T = 1_800_000_000_000;
const order = { ...orderFactory.build({ id: 'order_1800000000000_cust1', deliveryPersonName: 'Suresh', acceptedAt: T }), total: 125000 };
const inRampur = { ...order, deliveryAddress: { ...order.deliveryAddress, city: 'Rampur' } };
const number = shortOrderNumber(order.id);

const message = (token: string, language: 'en' | 'hi' = 'en'): PushMessage => ({
  token,
  language,
  alert: orderAlert('placed', 'staff', inRampur),
  path: `/delivery-dashboard#order-${order.id}`,
});

describe('pushText', () => {
  it('says a new order with its number, money and village, in English and in Hindi', () => {
    const alert = orderAlert('placed', 'staff', inRampur);
    expect(pushText(alert, 'en')).toEqual({ title: `New order #${number}`, body: '₹1,250 · Rampur' });
    expect(pushText(alert, 'hi')).toEqual({ title: `नया ऑर्डर #${number}`, body: '₹1,250 · Rampur' });
  });

  it('tells the customer who brings her order, or that someone will', () => {
    expect(pushText(orderAlert('accepted', 'customer', order), 'hi')).toEqual({
      title: `ऑर्डर #${number} स्वीकार हो गया`,
      body: 'Suresh इसे आप तक पहुँचाएँगे।',
    });
    const { deliveryPersonName: _name, ...nobodyNamed } = order;
    expect(pushText(orderAlert('accepted', 'customer', nobodyNamed), 'en').body).toBe('A delivery person will bring it to you.');
    expect(pushText(orderAlert('delivered', 'customer', order), 'en').title).toBe(`Order #${number} delivered`);
  });
});

describe('fcmMessage', () => {
  it("is a data-only web push the shop's worker shows, tagged as the open app tags the same alert", () => {
    expect(fcmMessage(message('tok-1', 'hi'))).toEqual({
      token: 'tok-1',
      data: {
        title: `नया ऑर्डर #${number}`,
        body: '₹1,250 · Rampur',
        path: `/delivery-dashboard#order-${order.id}`,
        tag: `${order.id}:placed:${order.createdAt}`,
        lang: 'hi',
      },
      webpush: { headers: { Urgency: 'high', TTL: '86400' } },
    });
  });
});

describe('FcmNotifier', () => {
  const answering = (answers: Array<{ success: boolean; error?: { code: string } }>, delayMs = 0) => {
    const asked: unknown[][] = [];
    const messaging = {
      sendEach: async (batch: unknown[]) => {
        asked.push(batch);
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        return { responses: answers.slice(0, batch.length), successCount: 0, failureCount: 0 };
      },
    } as unknown as Messaging;
    return { messaging, asked };
  };

  it('reads each answer: sent, a token Cloud Messaging no longer knows, or another failure', async () => {
    const { messaging, asked } = answering([
      { success: true },
      { success: false, error: { code: 'messaging/registration-token-not-registered' } },
      { success: false, error: { code: 'messaging/invalid-registration-token' } },
      { success: false, error: { code: 'messaging/internal-error' } },
    ]);
    const outcomes = await new FcmNotifier(messaging).send(['a', 'b', 'c', 'd'].map((t) => message(t)));
    expect(outcomes).toEqual(['sent', 'unregistered', 'unregistered', 'failed']);
    expect(asked).toHaveLength(1);
  });

  it('does not keep an order waiting on a push service that does not answer', async () => {
    const { messaging } = answering([{ success: true }], 1000);
    await expect(new FcmNotifier(messaging, 20).send([message('a')])).rejects.toThrow(/did not answer/);
  });
});
