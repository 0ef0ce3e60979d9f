import { defineGlobalStyles } from '@chakra-ui/react';

/** AppLayout's classes, styled in the system's global CSS (src/ui/theme/system.ts). */
export const appLayoutClass = {
  root: 'shop-frame',
  main: 'shop-main',
} as const;

/** The frame fills the screen; the page is centred up to 6xl, with room under it for the bottom bar when there is one. */
export const appLayoutStyles = () =>
  defineGlobalStyles({
    '.shop-frame': { display: 'flex', flexDirection: 'column', minH: '100dvh' },
    '.shop-main': { flex: '1', width: 'full', maxW: '6xl', mx: 'auto', pb: '6', '&[data-bottom-bar]': { pb: '20' } },
  });
