import { beforeEach, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { RemoveCartLine } from '../../../src/application/cart/RemoveCartLine';
import { CartRepositoryToken } from '../../../src/application/ports/CartRepository';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import type { UserProfile } from '../../../src/domain/user/UserProfile';
import { cartWith } from '../../factories/cartFactory';
import { productFactory } from '../../factories/productFactory';
import { userFactory } from '../../factories/userFactory';
import { actAs } from '../../support/actAs';
import { createTestContainer } from '../../support/createTestContainer';
import { clockOf, connectivityOf, memoryOf, seedCommerce } from '../../support/seedCommerce';

const customer = userFactory.build({ uid: 'cust1' });
const atta = productFactory.build({ id: 'atta', weight: '1kg' });
const dal = productFactory.build({ id: 'dal', weight: '500g' });

describe('RemoveCartLine', () => {
  let container: Container;
  beforeEach(() => {
    container = createTestContainer();
    seedCommerce(container, {
      carts: [
        cartWith('cust1', [
          { product: atta, qty: 2 },
          { product: dal, qty: 1 },
        ]),
      ],
    });
  });
  const remove = (actor: UserProfile | null = customer) => actAs(container, actor).get(RemoveCartLine).execute({ key: 'atta_1kg' });
  const keys = async () => Object.keys((await container.get(CartRepositoryToken).get('cust1')).items);

  it('deletes just that line', async () => {
    expect(await remove()).toEqual({ ok: true, value: undefined });
    expect(await keys()).toEqual(['dal_500g']);
    expect(clockOf(container).sleeps).toEqual([]);
  });

  it('retries network failures after 1 s and 1.5 s, then succeeds', async () => {
    memoryOf(container).failNext('carts.removeLine', new DataFaultError('network'), 2);
    expect((await remove()).ok).toBe(true);
    expect(clockOf(container).sleeps).toEqual([1000, 1500]);
    expect(await keys()).toEqual(['dal_500g']);
  });

  it("gives up after 3 retries (1 s, 1.5 s, 2.25 s): 'Unable to update quantity…', line kept", async () => {
    memoryOf(container).failNext('carts.removeLine', new DataFaultError('network'), 4);
    expect(await remove()).toEqual({ ok: false, error: { code: 'cart.updateFailed' } });
    expect(clockOf(container).sleeps).toEqual([1000, 1500, 2250]);
    expect(await keys()).toEqual(['atta_1kg', 'dal_500g']);
  });

  it('does not retry a failure that is not the network', async () => {
    memoryOf(container).failNext('carts.removeLine', new DataFaultError('permission'));
    expect(await remove()).toEqual({ ok: false, error: { code: 'cart.updateFailed' } });
    expect(clockOf(container).sleeps).toEqual([]);
  });

  it('needs a signed-in user and a connection', async () => {
    expect(await remove(null)).toEqual({ ok: false, error: { code: 'cart.loginRequired' } });
    connectivityOf(container).setOnline(false);
    expect(await remove()).toEqual({ ok: false, error: { code: 'cart.offlineUpdate' } });
    expect(await keys()).toEqual(['atta_1kg', 'dal_500g']);
  });
});
