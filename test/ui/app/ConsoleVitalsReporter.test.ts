import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleVitalsReporter } from '../../../src/infrastructure/browser/ConsoleVitalsReporter';

afterEach(() => vi.restoreAllMocks());

describe('ConsoleVitalsReporter', () => {
  const lcp = { name: 'LCP', value: 1234.5, rating: 'good', id: 'v1' } as const;

  it('writes each reading to the console in development', () => {
    const lines: unknown[] = [];
    vi.spyOn(console, 'info').mockImplementation((line: unknown) => void lines.push(line));
    new ConsoleVitalsReporter(true).report(lcp);
    new ConsoleVitalsReporter(true).report({ name: 'CLS', value: 0.0512, rating: 'needs-improvement', id: 'v2' });
    expect(lines).toEqual(['[web-vitals] LCP 1235 (good)', '[web-vitals] CLS 0.051 (needs-improvement)']);
  });

  it('is silent otherwise', () => {
    const lines: unknown[] = [];
    vi.spyOn(console, 'info').mockImplementation((line: unknown) => void lines.push(line));
    new ConsoleVitalsReporter(false).report(lcp);
    expect(lines).toEqual([]);
  });
});
