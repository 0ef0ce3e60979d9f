import { describe, expect, it } from 'vitest';
import { DeleteAddress } from '../../../src/application/profile/DeleteAddress';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import type { OrderStatus } from '../../../src/domain/order/Order';
import { InMemoryUserRepository } from '../../../src/infrastructure/memory/InMemoryUserRepository';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { addressFactory } from '../../factories/addressFactory';
import { orderFactory } from '../../factories/orderFactory';
import { userFactory } from '../../factories/userFactory';
import { actAs } from '../../support/actAs';
import { createTestContainer } from '../../support/createTestContainer';
import { seedCommerce } from '../../support/seedCommerce';
import { seedPeople } from '../../support/seedPeople';
import { storeSettings } from '../../ui/support/storeSettings';

const setup = (orderStatus: OrderStatus | null = null) => {
  const container = createTestContainer();
  // Ids are save times: old is the oldest, recent the newest.
  const old = addressFactory.build({ id: '1700000000000', label: 'Home' });
  const recent = addressFactory.build({ id: '1700000000300', label: 'Work' });
  const current = addressFactory.build({ id: '1700000000200', label: 'Other' });
  const [actor] = seedPeople(container, [userFactory.build({ uid: 'asha', addresses: [old, recent, current], deliveryAddress: current })]);
  if (orderStatus) seedCommerce(container, { orders: [orderFactory.build({ userId: 'asha', status: orderStatus })] });
  const users = container.get(InMemoryUserRepository);
  return {
    container,
    actor: actor!,
    users,
    old,
    recent,
    current,
    remove: actAs(container, actor!).get(DeleteAddress),
    clock: container.get(ManualClock),
  };
};

describe('DeleteAddress', () => {
  it('deletes an address that is not the delivery address, even with an order open', async () => {
    const { actor, users, old, recent, current, remove, clock } = setup('pending');
    expect(await remove.execute({ addressId: old.id })).toEqual({ ok: true, value: { deliveryAddress: current } });
    expect(users.storedDocument(actor.uid)).toMatchObject({
      addresses: [recent, current],
      deliveryAddress: current,
      updatedAt: clock.now(),
    });
  });

  it.each(['pending', 'accepted'] as const)('refuses the delivery address while an order is %s, changing nothing', async (status) => {
    const { actor, users, current, remove } = setup(status);
    const before = users.storedDocument(actor.uid);
    expect(await remove.execute({ addressId: current.id })).toEqual({ ok: false, error: { code: 'address.inUseByOpenOrder' } });
    expect(users.storedDocument(actor.uid)).toEqual(before);
  });

  it.each([null, 'delivered', 'cancelled'] as const)(
    'deletes the delivery address with no open order (%s), delivering to the newest other address',
    async (status) => {
      const { actor, users, old, recent, current, remove } = setup(status);
      expect(await remove.execute({ addressId: current.id })).toEqual({ ok: true, value: { deliveryAddress: recent } });
      expect(users.storedDocument(actor.uid)).toMatchObject({ addresses: [old, recent], deliveryAddress: recent, addressCompleted: true });
    },
  );

  it('skips an address the shop does not deliver to when choosing the next one, and leaves none when none is left', async () => {
    const { container, actor, users, old, recent, current, remove } = setup();
    // The newest other one was typed by hand in a PIN code the shop does not serve.
    await users.replaceAddress(actor.uid, { ...recent, coordinates: null, pincode: '110001' }, 1);
    expect(await remove.execute({ addressId: current.id })).toEqual({ ok: true, value: { deliveryAddress: old } });
    seedCommerce(container, { settings: storeSettings({ allowedPincodes: [] }) });
    expect(await remove.execute({ addressId: old.id })).toEqual({ ok: true, value: { deliveryAddress: null } });
    expect(users.storedDocument(actor.uid)).toMatchObject({ deliveryAddress: null, addressCompleted: false });
  });

  it('counts an address already deleted elsewhere as deleted', async () => {
    const { actor, users, current, remove } = setup();
    const before = users.storedDocument(actor.uid);
    expect(await remove.execute({ addressId: 'gone' })).toEqual({ ok: true, value: { deliveryAddress: current } });
    expect(users.storedDocument(actor.uid)).toEqual(before);
  });

  it('says so when the delete fails, changing nothing', async () => {
    const { actor, users, old, remove } = setup();
    users.failWith('removeAddress', new DataFaultError('network'));
    const before = users.storedDocument(actor.uid);
    expect(await remove.execute({ addressId: old.id })).toEqual({ ok: false, error: { code: 'address.deleteFailed' } });
    expect(users.storedDocument(actor.uid)).toEqual(before);
  });
});
