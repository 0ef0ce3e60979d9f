import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useProgressiveCount } from '../../../../src/ui/components/product/useProgressiveCount';

afterEach(cleanup);

/** Renders `total` cards progressively and records how many each commit held. */
function renderCards(total: number, first: number): number[] {
  const commits: number[] = [];
  function Cards() {
    const count = useProgressiveCount(total, first);
    // A new ref function each render: React calls it on every commit, with the list as committed.
    return (
      <ul ref={(list) => void (list && commits.push(list.children.length))}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>card {i}</li>
        ))}
      </ul>
    );
  }
  render(<Cards />);
  return commits;
}

describe('useProgressiveCount', () => {
  it('commits the first cards alone, then all of them in a later commit', async () => {
    let commits: number[] = [];
    await act(async () => {
      commits = renderCards(10, 3);
    });
    expect(commits[0]).toBe(3);
    expect(document.querySelectorAll('li')).toHaveLength(10);
  });

  it('commits a short list whole at once', async () => {
    let commits: number[] = [];
    await act(async () => {
      commits = renderCards(2, 3);
    });
    expect(commits).toEqual([2]);
    expect(document.querySelectorAll('li')).toHaveLength(2);
  });
});
