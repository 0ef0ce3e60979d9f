import { initializeApp } from 'firebase/app';
import {
  FieldPath,
  getFirestore,
  serverTimestamp,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Transaction as SdkTransaction,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import { TransactionConflictError, type Transaction } from '../../../src/application/ports/UnitOfWork';
import { FirestoreTransaction } from '../../../src/infrastructure/firebase/FirestoreTransaction';
import { orderFactory } from '../../factories/orderFactory';

const db = getFirestore(initializeApp({ projectId: 'demo-tx', apiKey: 'test' }, 'firestore-transaction'));

const A = { group: 'grocery', subgroup: 'flour', id: 'atta' };
const B = { group: 'grocery', subgroup: 'rice', id: 'basmati' };
const PATH_A = 'store/main/groups/grocery/subgroups/flour/products/atta';
const PATH_B = 'store/main/groups/grocery/subgroups/rice/products/basmati';

type Write = { op: 'set' | 'update' | 'delete'; path: string; data?: Record<string, unknown>; fields?: unknown[] };

/**
 * The SDK transaction at the edge: it serves documents from a map and records the writes the unit
 * commits, the way Firestore would apply them all at once.
 */
class RecordingSdkTransaction {
  readonly writes: Write[] = [];
  constructor(private readonly docs: Record<string, DocumentData>) {}

  get(ref: DocumentReference) {
    const data = this.docs[ref.path];
    if (this.writes.length) throw new Error('Firestore transactions require all reads before all writes');
    return Promise.resolve({ data: () => data, exists: () => data !== undefined });
  }

  set(ref: DocumentReference, data: Record<string, unknown>) {
    this.writes.push({ op: 'set', path: ref.path, data });
    return this;
  }

  update(ref: DocumentReference, ...fields: unknown[]) {
    const data: Record<string, unknown> = {};
    for (let i = 0; i < fields.length; i += 2) if (typeof fields[i] === 'string') data[fields[i] as string] = fields[i + 1];
    this.writes.push({ op: 'update', path: ref.path, data, fields });
    return this;
  }

  /** The value an update gave the field at these path segments (a FieldPath or a plain name). */
  updated(path: string, ...segments: string[]): unknown {
    const fields = this.writes.find((w) => w.path === path && w.op === 'update')?.fields ?? [];
    for (let i = 0; i < fields.length; i += 2) {
      const f = fields[i];
      if (f instanceof FieldPath ? f.isEqual(new FieldPath(...segments)) : f === segments.join('.')) return fields[i + 1];
    }
    return undefined;
  }

  delete(ref: DocumentReference) {
    this.writes.push({ op: 'delete', path: ref.path });
    return this;
  }

  written(path: string, op: Write['op'] = 'set'): Record<string, unknown> | undefined {
    return this.writes.find((w) => w.path === path && w.op === op)?.data;
  }
}

async function runUnit(docs: Record<string, DocumentData>, work: (tx: Transaction) => Promise<void>, actor = 'uid-customer') {
  const sdk = new RecordingSdkTransaction(docs);
  const tx = new FirestoreTransaction(sdk as unknown as SdkTransaction, db, 'main', actor);
  await work(tx);
  await tx.commit();
  return sdk;
}

const isServerTime = (v: unknown) => serverTimestamp().isEqual(v as ReturnType<typeof serverTimestamp>);

const shelf = (): Record<string, DocumentData> => ({
  [PATH_A]: { name: 'Atta', available: 10, variants: {} },
  [PATH_B]: { name: 'Basmati', available: 0, variants: { '500g': { available: 7, price: 85 }, '1kg': { available: 3 } } },
});

describe('FirestoreTransaction: checkout', () => {
  const order = orderFactory.build({ id: 'order_1736485200000_uid-c', userId: 'uid-customer' });

  it('records what each product loses on the order and in the stock claim, with server-time stamps', async () => {
    const sdk = await runUnit(shelf(), async (tx) => {
      await tx.getProduct(A);
      await tx.getProduct(B);
      tx.setStock(A, null, 8, 1);
      tx.setStock(B, '500g', 5, 1);
      tx.setStock(B, '1kg', 2, 1);
      tx.createOrder(order);
      tx.resetCart('uid-customer');
    });

    const changes = { [PATH_A]: { available: 2 }, [PATH_B]: { variants: { '500g': 2, '1kg': 1 } } };
    const stored = sdk.written(`orders/${order.id}`);
    expect(stored?.stockChanges).toEqual(changes);
    expect(isServerTime(stored?.placedAt)).toBe(true);
    expect((stored?.createdAt as Timestamp).toMillis()).toBe(order.createdAt);
    expect(stored?.userId).toBe('uid-customer');

    expect(sdk.written(PATH_A, 'update')).toMatchObject({ available: 8, updatedAt: Timestamp.fromMillis(1) });
    expect(sdk.updated(PATH_B, 'variants', '500g', 'available')).toBe(5);
    expect(sdk.updated(PATH_B, 'variants', '1kg', 'available')).toBe(2);
    expect(isServerTime(sdk.written(PATH_A, 'update')?.stockStamp)).toBe(true);

    const claim = sdk.written('stockClaims/uid-customer');
    expect(claim).toMatchObject({ kind: 'checkout', orderId: order.id, ownerId: 'uid-customer', changes });
    expect(isServerTime(claim?.at)).toBe(true);
    expect(sdk.written('incart/uid-customer')).toEqual({ items: {} });
  });

  it('stores exactly before minus the claimed amount, so the rules see the same float sum', async () => {
    const docs = { [PATH_A]: { available: 0.3, variants: {} } };
    const sdk = await runUnit(docs, async (tx) => {
      await tx.getProduct(A);
      tx.setStock(A, null, 0.1, 1);
      tx.createOrder(order);
    });
    const claimed = (sdk.written('stockClaims/uid-customer')?.changes as Record<string, { available: number }>)[PATH_A]?.available;
    expect(sdk.written(PATH_A, 'update')?.available).toBe(0.3 - (claimed ?? Number.NaN));
  });

  it('reads a product the work did not read before writing, and skips a write that changes nothing', async () => {
    const sdk = await runUnit(shelf(), async (tx) => {
      tx.setStock(A, null, 9, 1);
      tx.setStock(B, '500g', 7, 1);
      tx.createOrder(order);
    });
    expect(sdk.written(PATH_A, 'update')).toMatchObject({ available: 9 });
    expect(sdk.written(PATH_B, 'update')).toBeUndefined();
    expect(sdk.written(`orders/${order.id}`)?.stockChanges).toEqual({ [PATH_A]: { available: 1 } });
  });

  it('fails with tx.conflict, writing nothing, when the order id already exists', async () => {
    const docs = { ...shelf(), [`orders/${order.id}`]: { userId: 'someone' } };
    const sdk = new RecordingSdkTransaction(docs);
    const tx = new FirestoreTransaction(sdk as unknown as SdkTransaction, db, 'main', 'uid-customer');
    tx.createOrder(order);
    await expect(tx.commit()).rejects.toBeInstanceOf(TransactionConflictError);
    expect(sdk.writes).toEqual([]);
  });

  it.each([
    ['a product that is gone', { group: 'x', subgroup: 'y', id: 'z' }, null],
    ['a size the product does not have', B, '2kg'],
  ])('fails with notFound for %s', async (_, ref, variant) => {
    const sdk = new RecordingSdkTransaction(shelf());
    const tx = new FirestoreTransaction(sdk as unknown as SdkTransaction, db, 'main', 'uid-customer');
    tx.setStock(ref, variant, 1, 1);
    const failure = await tx.commit().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(DataFaultError);
    expect((failure as DataFaultError).kind).toBe('notFound');
    expect(sdk.writes).toEqual([]);
  });
});

describe('FirestoreTransaction: cancellation', () => {
  const placed = orderFactory.build({ id: 'order_1736485200000_uid-c', userId: 'uid-customer' });
  const storedOrder = {
    userId: 'uid-customer',
    status: 'pending',
    createdAt: Timestamp.fromMillis(1_736_485_200_123),
    stockChanges: { [PATH_A]: { available: 2 } },
  };

  it('claims back what the order recorded, never more, and moves the order to history', async () => {
    const docs = { ...shelf(), [PATH_A]: { available: 8, variants: {} }, [`orders/${placed.id}`]: storedOrder };
    const sdk = await runUnit(
      docs,
      async (tx) => {
        const order = await tx.getOrder(placed.id);
        await tx.getProduct(A);
        tx.setStock(A, null, 10.5, 2);
        tx.putHistory('uid-customer', { ...order!, status: 'cancelled', cancelledBy: 'delivery' }, 2);
        tx.deleteOrder(placed.id);
      },
      'uid-delivery',
    );
    expect(sdk.written(PATH_A, 'update')).toMatchObject({ available: 10 });
    expect(sdk.written('stockClaims/uid-delivery')).toMatchObject({
      kind: 'restore',
      orderId: placed.id,
      ownerId: 'uid-customer',
      changes: { [PATH_A]: { available: 2 } },
    });
    const copy = sdk.written(`orderHistory/uid-customer/orders/${placed.id}`);
    expect(copy).toMatchObject({ status: 'cancelled', cancelledBy: 'delivery', stockChanges: storedOrder.stockChanges });
    // The copy keeps the stored createdAt to the microsecond, not the millis the domain saw.
    expect(copy?.createdAt).toBe(storedOrder.createdAt);
    expect(sdk.written('orderHistory/uid-customer')).toMatchObject({ userId: 'uid-customer' });
    expect(sdk.writes.some((w) => w.op === 'delete' && w.path === `orders/${placed.id}`)).toBe(true);
  });

  it('writes no claim for an order placed before stockChanges existed: only an admin may restock it', async () => {
    const { stockChanges: _none, ...legacy } = storedOrder;
    const docs = { ...shelf(), [`orders/${placed.id}`]: legacy };
    const sdk = await runUnit(docs, async (tx) => {
      const order = await tx.getOrder(placed.id);
      await tx.getProduct(A);
      tx.setStock(A, null, 12, 5000);
      tx.putHistory('uid-customer', { ...order!, status: 'cancelled' }, 5000);
      tx.deleteOrder(placed.id);
    });
    expect(sdk.written('stockClaims/uid-customer')).toBeUndefined();
    expect(sdk.written(PATH_A, 'update')).not.toHaveProperty('stockStamp');
    expect((sdk.written(PATH_A, 'update')?.updatedAt as Timestamp).toMillis()).toBe(5000);
  });

  it('fails with notFound when an order to update is gone', async () => {
    const sdk = new RecordingSdkTransaction({});
    const tx = new FirestoreTransaction(sdk as unknown as SdkTransaction, db, 'main', 'uid-delivery');
    tx.updateOrder('order_missing', { status: 'accepted' });
    await expect(tx.commit()).rejects.toMatchObject({ kind: 'notFound' });
  });
});

describe('FirestoreTransaction: delivery codes (issue 12)', () => {
  const base = orderFactory.build({ id: 'order_1736485200000_uid-c', userId: 'uid-customer', deliveryCodeRequired: true });
  const withCode = { ...base, subtotal: base.total, deliveryFee: 2000, total: base.total + 2000 };

  it('a checkout writes the code apart from the order, and the order its charges in rupees and the flag', async () => {
    const sdk = await runUnit(shelf(), async (tx) => {
      await tx.getProduct(A);
      tx.setStock(A, null, 9, 1);
      tx.createOrder(withCode);
      tx.putDeliveryCode(withCode.id, 'uid-customer', '0427');
    });
    expect(sdk.written(`deliveryCodes/${withCode.id}`)).toEqual({ userId: 'uid-customer', code: '0427' });
    const stored = sdk.written(`orders/${withCode.id}`);
    expect(stored).toMatchObject({
      subtotal: withCode.subtotal / 100,
      deliveryFee: 20,
      total: withCode.total / 100,
      deliveryCodeRequired: true,
    });
    expect(JSON.stringify(stored)).not.toContain('0427');
  });

  it('a delivery deletes the code in the same commit and files the copy with the code entered', async () => {
    const storedOrder = {
      userId: 'uid-customer',
      status: 'accepted',
      deliveryPersonId: 'uid-delivery',
      deliveryCodeRequired: true,
      createdAt: Timestamp.fromMillis(1),
    };
    const sdk = await runUnit(
      { [`orders/${withCode.id}`]: storedOrder },
      async (tx) => {
        const order = await tx.getOrder(withCode.id);
        tx.deleteDeliveryCode(withCode.id);
        tx.putHistory('uid-customer', { ...order!, status: 'delivered', deliveryCode: '0427' }, 2);
        tx.deleteOrder(withCode.id);
      },
      'uid-delivery',
    );
    expect(
      sdk.writes
        .filter((w) => w.op === 'delete')
        .map((w) => w.path)
        .sort(),
    ).toEqual([`deliveryCodes/${withCode.id}`, `orders/${withCode.id}`]);
    expect(sdk.written(`orderHistory/uid-customer/orders/${withCode.id}`)).toMatchObject({
      status: 'delivered',
      deliveryCode: '0427',
      deliveryCodeRequired: true,
    });
  });
});
