import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';

/**
 * Hands keyboard focus from a control that leaves to the one that takes its place, as when Add to
 * Cart becomes the quantity stepper and back: the focused button leaving the page drops focus to its
 * start, and a keyboard or screen reader user begins again from the top. The leaving control's
 * cleanup runs before React removes its element, while it can still tell whether it had focus; the
 * newcomer then focuses its last enabled button (the stepper's plus, not its remove). Each side is a
 * FocusHandover with a key of its own, sharing one `handover` ref, so React replaces one with the other.
 */
export function FocusHandover({ handover, children }: { handover: RefObject<boolean>; children: ReactNode }) {
  const spot = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const node = spot.current;
    if (handover.current) {
      handover.current = false;
      const buttons = node?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)');
      buttons?.[buttons.length - 1]?.focus({ preventScroll: true });
    }
    return () => {
      handover.current = node?.contains(document.activeElement) ?? false;
    };
  }, [handover]);
  // `display: contents`: the span draws no box, so the control lays out as the parent's own child.
  return (
    <span ref={spot} style={{ display: 'contents' }}>
      {children}
    </span>
  );
}
