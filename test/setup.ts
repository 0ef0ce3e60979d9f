import 'reflect-metadata';
import 'fake-indexeddb/auto';
import { configure } from '@testing-library/dom';

// findBy* and waitFor wait for something that does happen; only a failing test waits the whole
// time. A lazy screen's first import is transformed on demand, which on a loaded 2-core CI machine
// took longer than the library's 1 s default (AddressSetupScreen, CI of 2026-11-25).
configure({ asyncUtilTimeout: 10_000 });

// happy-dom runs no CSS animation and never fires animationend, while Chakra's dialogs and toasts
// (Zag's presence) wait for the end of the animation their computed style names before unmounting.
// (happy-dom skips rules inside @layer, where those animations were before the theme left layers
// out.) So this DOM has no animations, as with reduced motion; the browser tests keep them.
// Files that run in Node (the server functions) have no document.
if (typeof document !== 'undefined') {
  const noAnimations = document.createElement('style');
  noAnimations.textContent = '*, *::before, *::after { animation-name: none !important; animation-duration: 0s !important; }';
  document.head.append(noAnimations);
}
