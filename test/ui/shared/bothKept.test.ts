import { describe, expect, it } from 'vitest';
import { bothKept } from '../../../src/ui/shared/bothKept';

describe('bothKept', () => {
  it('shows the two kept answers once both have come, in either order', () => {
    const shown: [string, number][] = [];
    const [first, second] = bothKept<string, number>((a, b) => shown.push([a, b]));
    second(2);
    expect(shown).toEqual([]);
    first('groups');
    expect(shown).toEqual([['groups', 2]]);
  });

  it('shows nothing when only one read had a kept answer', () => {
    const shown: unknown[] = [];
    const [first] = bothKept<string, number>((a, b) => shown.push([a, b]));
    first('groups');
    expect(shown).toEqual([]);
  });
});
