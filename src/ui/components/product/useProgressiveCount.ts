import { useAfterPaint } from '../../shared/useAfterPaint';

/**
 * How many of `total` cards to render: the first `first` at once, all of them in a transition after
 * that commit. The first commit (the DOM and Emotion's rules) and the frame after it (style, layout
 * and paint) then hold only the cards a phone shows first, and the rest come in tasks of their own.
 */
export function useProgressiveCount(total: number, first: number): number {
  return useAfterPaint(total > first) ? total : Math.min(total, first);
}
