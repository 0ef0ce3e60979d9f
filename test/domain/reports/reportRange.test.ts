import { describe, expect, it } from 'vitest';
import { reportRange } from '../../../src/domain/reports/reportRange';

// 1 February 2026, 00:30 IST (still 31 January in UTC).
const NOW = Date.UTC(2026, 0, 31, 19, 0);

describe('reportRange', () => {
  it('turns each choice into IST days, today included', () => {
    expect(reportRange('today', NOW)).toEqual({ ok: true, value: { from: '2026-02-01', to: '2026-02-01' } });
    expect(reportRange('yesterday', NOW)).toEqual({ ok: true, value: { from: '2026-01-31', to: '2026-01-31' } });
    expect(reportRange('last7', NOW)).toEqual({ ok: true, value: { from: '2026-01-26', to: '2026-02-01' } });
    expect(reportRange('last30', NOW)).toEqual({ ok: true, value: { from: '2026-01-03', to: '2026-02-01' } });
    expect(reportRange('thisMonth', NOW)).toEqual({ ok: true, value: { from: '2026-02-01', to: '2026-02-01' } });
    expect(reportRange('between', NOW, { from: '2025-12-01', to: '2026-01-15' })).toEqual({
      ok: true,
      value: { from: '2025-12-01', to: '2026-01-15' },
    });
  });

  it('refuses two dates out of order, not dates, or more than a year apart', () => {
    expect(reportRange('between', NOW, { from: '2026-01-15', to: '2026-01-14' })).toEqual({
      ok: false,
      error: { code: 'reports.badRange' },
    });
    expect(reportRange('between', NOW, { from: '2026-02-30', to: '2026-03-01' })).toEqual({
      ok: false,
      error: { code: 'reports.badRange' },
    });
    expect(reportRange('between', NOW)).toEqual({ ok: false, error: { code: 'reports.badRange' } });
    expect(reportRange('between', NOW, { from: '2024-01-01', to: '2024-12-31' }).ok).toBe(true);
    expect(reportRange('between', NOW, { from: '2024-01-01', to: '2025-01-01' })).toEqual({
      ok: false,
      error: { code: 'reports.rangeTooLong' },
    });
  });
});
