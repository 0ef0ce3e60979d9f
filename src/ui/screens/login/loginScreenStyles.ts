import { defineGlobalStyles } from '@chakra-ui/react';

/** LoginScreen's frame, styled in the system's global CSS (src/ui/theme/system.ts); index.html's /login shell draws it too. */
export const loginScreenClass = { root: 'shop-login' } as const;

/** One narrow column in the middle of the page. */
export const loginScreenStyles = () =>
  defineGlobalStyles({
    '.shop-login': { display: 'flex', flexDirection: 'column', gap: '5', px: '4', py: '6', maxW: 'md', mx: 'auto' },
  });
