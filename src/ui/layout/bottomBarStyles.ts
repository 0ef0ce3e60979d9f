import { defineGlobalStyles } from '@chakra-ui/react';
import { countBadgeStyle } from '../theme/countBadgeStyle';

/** BottomBar's classes, styled in the system's global CSS (src/ui/theme/system.ts). */
export const bottomBarClass = {
  root: 'shop-bottombar',
  links: 'shop-bottombar-links',
  item: 'shop-bottombar-item',
  link: 'shop-bottombar-link',
  count: 'shop-bottombar-count',
} as const;

/**
 * Fixed to the bottom of the screen above the phone's own bar; the links share its width, icon over
 * label, the current page's in bold on the brand's tint; the cart's count as a red badge on its corner.
 */
export const bottomBarStyles = () =>
  defineGlobalStyles({
    '.shop-bottombar': {
      position: 'fixed',
      bottom: '0',
      insetX: '0',
      zIndex: 'sticky',
      bg: 'bg',
      borderTopWidth: '1px',
      borderColor: 'border',
      pb: 'env(safe-area-inset-bottom)',
    },
    '.shop-bottombar-links': { display: 'flex', listStyleType: 'none', justifyContent: 'space-around' },
    '.shop-bottombar-item': { flex: '1' },
    '.shop-bottombar-link': {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: '0.5',
      py: '2',
      minH: '14',
      fontSize: 'xs',
      fontWeight: 'medium',
      color: 'fg.muted',
      position: 'relative',
      '&[aria-current=page]': { fontWeight: 'bold', color: 'brand.fg', bg: 'brand.subtle' },
    },
    '.shop-bottombar-count': countBadgeStyle({ top: '1', insetStart: 'calc(50% + 0.5rem)' }),
  });
