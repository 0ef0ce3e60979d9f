import { defineGlobalStyles } from '@chakra-ui/react';
import { countBadgeStyle } from '../../../theme/countBadgeStyle';
import { iconButtonStyle } from '../../../theme/iconButtonStyle';

/** MobileBuyBar's classes, styled in the system's global CSS (src/ui/theme/system.ts). */
export const mobileBuyBarClass = {
  root: 'shop-buybar',
  row: 'shop-buybar-row',
  cart: 'shop-buybar-cart',
  cartLink: 'shop-buybar-cart-link',
  count: 'shop-buybar-count',
} as const;

/**
 * Stuck just above the app's bottom bar (3.5rem and a border tall), the page's width; the cart as
 * Chakra's outline IconButton, its count as a red badge on its corner.
 */
export const mobileBuyBarStyles = () =>
  defineGlobalStyles({
    '.shop-buybar': {
      position: 'sticky',
      bottom: 'calc(3.5rem + 1px + env(safe-area-inset-bottom))',
      zIndex: 'docked',
      bg: 'bg',
      borderTopWidth: '1px',
      borderColor: 'border',
      marginInline: '-3',
      px: '3',
      py: '2',
      boxShadow: '0 -2px 8px rgba(0,0,0,0.08)',
    },
    '.shop-buybar-row': { display: 'flex', gap: '3', alignItems: 'flex-end' },
    '.shop-buybar-cart': { position: 'relative', flexShrink: 0 },
    '.shop-buybar-cart-link': iconButtonStyle({ size: 'lg', variant: 'outline' }),
    '.shop-buybar-count': countBadgeStyle({ top: '-1', insetEnd: '-1' }),
  });
