import { describe, expect, it } from 'vitest';
import { OrderConfirmation, OrderRequests } from '../../../../src/ui/components/orders/OrderRequests';

/** A request that answers when told to. */
function deferred<T>() {
  let answer!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (answer = resolve));
  return { promise, answer };
}

describe('OrderRequests', () => {
  it('sends one request per order at a time and ignores a second tap while it is under way', async () => {
    const requests = new OrderRequests<'deliver' | 'cancel'>();
    const first = deferred<string>();
    let sent = 0;
    const send = () => {
      sent += 1;
      return first.promise;
    };

    const tap = requests.run('o1', 'deliver', send);
    expect(requests.get('o1')).toBe('deliver');
    expect(await requests.run('o1', 'cancel', send)).toBeNull();
    expect(sent).toBe(1);

    first.answer('done');
    expect(await tap).toBe('done');
    expect(requests.has('o1')).toBe(false);
  });

  it('lets settle see the result once the order is free again', async () => {
    const requests = new OrderRequests<'accept'>();
    const seen: boolean[] = [];
    await requests.run(
      'o1',
      'accept',
      () => Promise.resolve('ok'),
      () => seen.push(requests.has('o1')),
    );
    expect(seen).toEqual([false]);
  });
});

describe('OrderConfirmation', () => {
  it('asks, sends on confirm and closes the question with the answer', async () => {
    const requests = new OrderRequests<'cancel'>();
    const confirmation = new OrderConfirmation(requests);
    expect(await confirmation.confirm('cancel', () => Promise.resolve('sent'))).toBeNull();

    confirmation.request('o1');
    const answer = deferred<string>();
    const confirming = confirmation.confirm('cancel', () => answer.promise);
    // While it is under way the question stays, and cannot be dismissed or asked for that order again.
    confirmation.dismiss();
    expect(confirmation.orderId).toBe('o1');
    expect(await confirmation.confirm('cancel', () => Promise.resolve('twice'))).toBeNull();

    answer.answer('sent');
    expect(await confirming).toBe('sent');
    expect(confirmation.orderId).toBeNull();
  });

  it('does not open for an order with a request under way', async () => {
    const requests = new OrderRequests<'deliver' | 'cancel'>();
    const confirmation = new OrderConfirmation(requests);
    const delivering = deferred<string>();
    const tap = requests.run('o1', 'deliver', () => delivering.promise);
    confirmation.request('o1');
    expect(confirmation.orderId).toBeNull();
    delivering.answer('done');
    await tap;
  });
});
