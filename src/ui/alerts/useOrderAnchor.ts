import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** An order's card may take this long to arrive (the page's code, then its live list). */
const WAIT_MS = 10_000;

/**
 * An alert's link (alertPath) ends in '#order-<id>': once that order's card is on the page, it is
 * scrolled to the middle of the screen and focused, so the person lands on the order, not the list.
 */
export function useOrderAnchor(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash.startsWith('#order-')) return;
    const id = decodeURIComponent(hash.slice(1));
    const land = (): boolean => {
      const card = document.getElementById(id);
      if (!card) return false;
      card.scrollIntoView({ block: 'center' });
      if (!card.hasAttribute('tabindex')) card.setAttribute('tabindex', '-1');
      card.focus({ preventScroll: true });
      return true;
    };
    if (land()) return;
    const watcher = new MutationObserver(() => land() && stop());
    const timer = setTimeout(() => stop(), WAIT_MS);
    const stop = () => {
      watcher.disconnect();
      clearTimeout(timer);
    };
    watcher.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [hash, key]);
}
