import { useSyncExternalStore } from 'react';

/** Chakra's lg breakpoint (1024px): the menu collapses below it and the bottom bar shows. */
export const LARGE_SCREEN_QUERY = '(min-width: 1024px)';

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(LARGE_SCREEN_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

const snapshot = () => window.matchMedia(LARGE_SCREEN_QUERY).matches;

/**
 * Whether the screen is at least lg wide. Decided in script rather than CSS so the phone and
 * desktop layouts render different elements (the bottom bar is not just hidden on desktops).
 */
export function useIsLargeScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot);
}
