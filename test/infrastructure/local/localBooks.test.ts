import fc from 'fast-check';
import { describe, it } from 'vitest';
import { expectBooksMatch } from '../../support/reports/expectBooksMatch';
import { localHistoryShop } from '../../support/reports/localHistoryShop';
import { historyStep, playHistory } from '../../support/reports/orderHistories';
import { RetriedUnitOfWork } from '../../support/reports/RetriedUnitOfWork';

describe('local mode keeps the same books through the same use cases', () => {
  it('local mode (IndexedDB): every figure of every range, each unit run twice as a retried transaction would be', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(historyStep, { minLength: 10, maxLength: 40 }), fc.boolean(), async (steps, retried) => {
        const local = await localHistoryShop(retried ? (unit) => new RetriedUnitOfWork(unit) : undefined);
        try {
          await playHistory(local.shop, steps);
          await expectBooksMatch(local.container, await local.orders());
        } finally {
          await local.dispose();
        }
      }),
      { numRuns: 15 },
    );
  });
});
