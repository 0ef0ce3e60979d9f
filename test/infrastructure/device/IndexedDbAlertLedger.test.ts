import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { IndexedDbAlertLedger } from '../../../src/infrastructure/device/IndexedDbAlertLedger';

// Each ledger stands for a tab of the same browser: they share the browser's IndexedDB.

describe('IndexedDbAlertLedger', () => {
  it('of five tabs claiming one alert at the same moment, exactly one rings', async () => {
    const tabs = Array.from({ length: 5 }, () => new IndexedDbAlertLedger());
    const claims = await Promise.all(tabs.map((tab) => tab.claim('del1', 'order_1:placed:1')));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('remembers after a reload, per person', async () => {
    expect(await new IndexedDbAlertLedger().claim('del1', 'order_2:placed:2')).toBe(true);
    const reloaded = new IndexedDbAlertLedger();
    expect(await reloaded.claim('del1', 'order_2:placed:2')).toBe(false);
    expect(await reloaded.claim('admin1', 'order_2:placed:2')).toBe(true);
    expect(await reloaded.claim('del1', 'order_2:accepted:3')).toBe(true);
  });
});
