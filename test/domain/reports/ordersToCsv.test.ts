import { describe, expect, it } from 'vitest';
import { csvCells } from '../../support/reports/expectReportMatches';
import { ORDER_COLUMNS, ordersToCsv } from '../../../src/domain/reports/csv/ordersToCsv';
import { shortOrderNumber } from '../../../src/domain/order/shortOrderNumber';
import { orderFactory, orderItemFactory } from '../../factories/orderFactory';

// 1 February 2026, 00:10 IST (still 31 January in UTC).
const AT = Date.UTC(2026, 0, 31, 18, 40);

describe('ordersToCsv', () => {
  it('writes one row per line, the fee and total on the first, amounts as plain rupees, dates in India time', () => {
    const order = orderFactory.build({
      userId: 'cust1',
      userName: 'रमेश कुमार',
      createdAt: AT,
      status: 'delivered',
      deliveryPersonName: 'Suresh',
      deliveryFee: 2000,
      items: [
        orderItemFactory.build({ name: 'Chakki Atta', variant: '5kg', qty: 2, price: 21050 }),
        orderItemFactory.build({ name: '=cmd()', variant: '1kg', qty: 1, price: 4500 }),
      ],
    });
    order.total = 2 * 21050 + 4500 + 2000;
    const rows = csvCells(ordersToCsv([order], () => 'Dhanaura'));
    expect(rows[0]).toEqual([...ORDER_COLUMNS]);
    expect(rows[1]).toEqual([
      shortOrderNumber(order.id),
      order.id,
      '2026-02-01 00:10',
      'रमेश कुमार',
      'Dhanaura',
      'delivered',
      'Suresh',
      'Chakki Atta',
      '5kg',
      '2',
      '210.50',
      '421',
      '20',
      '486',
    ]);
    // A name that would run as a formula in a spreadsheet is kept as text.
    expect(rows[2]?.slice(7)).toEqual(["'=cmd()", '1kg', '1', '45', '45', '', '']);
  });
});
