import { describe, expect, it } from 'vitest';
import { ExportOrders } from '../../../src/application/reports/ExportOrders';
import { csvCells } from '../../support/reports/expectReportMatches';
import { MANUAL_CLOCK_START } from '../../../src/infrastructure/memory/ManualClock';
import { orderFactory } from '../../factories/orderFactory';
import { userFactory } from '../../factories/userFactory';
import { actAs } from '../../support/actAs';
import { createTestContainer } from '../../support/createTestContainer';
import { seedCommerce } from '../../support/seedCommerce';
import { seedPeople } from '../../support/seedPeople';

const admin = userFactory.build({ uid: 'admin1', userType: 'admin' });
const ramesh = userFactory.build({ uid: 'cust1', village: 'Alampur' });
const DAY = 24 * 3600_000;

describe('ExportOrders', () => {
  it('writes the orders placed in the range, active and finished, with the customer’s village; admins only', async () => {
    const container = createTestContainer();
    seedPeople(container, [admin, ramesh]);
    seedCommerce(container, {
      orders: [orderFactory.build({ userId: 'cust1', createdAt: MANUAL_CLOCK_START - 1000 })],
      history: [
        orderFactory.build({
          userId: 'cust1',
          createdAt: MANUAL_CLOCK_START - 2000,
          status: 'delivered',
          deliveredAt: MANUAL_CLOCK_START - 1000,
        }),
        orderFactory.build({ userId: 'cust1', createdAt: MANUAL_CLOCK_START - 40 * DAY, status: 'delivered' }),
      ],
    });
    const result = await actAs(container, admin).get(ExportOrders).execute({ range: 'last30' });
    const rows = result.ok ? csvCells(result.value) : [];
    expect(rows.slice(1).map((r) => [r[4], r[5]])).toEqual([
      ['Alampur', 'delivered'],
      ['Alampur', 'pending'],
    ]);
    expect(await actAs(container, ramesh).get(ExportOrders).execute({ range: 'last30' })).toEqual({
      ok: false,
      error: { code: 'orders.permissionDenied' },
    });
  });
});
