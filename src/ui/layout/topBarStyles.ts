import { defineGlobalStyles } from '@chakra-ui/react';
import { iconButtonStyle } from '../theme/iconButtonStyle';

/** TopBar's classes, styled in the system's global CSS (src/ui/theme/system.ts). */
export const topBarClass = {
  root: 'shop-topbar',
  row: 'shop-topbar-row',
  brand: 'shop-topbar-brand',
  appName: 'shop-topbar-app-name',
  title: 'shop-topbar-title',
  button: 'shop-topbar-button',
  spacer: 'shop-topbar-spacer',
  panel: 'shop-topbar-panel',
} as const;

/**
 * Stuck to the top over the page, one row of up to 6xl (on a large screen it may wrap, the admin's
 * inline menu going to a row of its own); the brand or the page's title cut short with an ellipsis;
 * ghost icon buttons as Chakra's IconButton draws them; the phone's menu panel under the row.
 */
export const topBarStyles = () =>
  defineGlobalStyles({
    '.shop-topbar': { position: 'sticky', top: '0', zIndex: 'sticky', bg: 'bg', borderBottomWidth: '1px', borderColor: 'border' },
    '.shop-topbar-row': {
      display: 'flex',
      minH: '14',
      px: '2',
      py: '0',
      gap: '2',
      alignItems: 'center',
      maxW: '6xl',
      mx: 'auto',
      flexWrap: 'nowrap',
      '&[data-large]': { py: '1', flexWrap: 'wrap' },
    },
    '.shop-topbar-brand': { display: 'flex', alignItems: 'center', gap: '2', px: '2', color: 'brand.fg', minW: '0' },
    '.shop-topbar-app-name': { fontWeight: 'bold', fontSize: 'lg', truncate: true },
    '.shop-topbar-title': { fontWeight: 'semibold', fontSize: 'lg', truncate: true, minW: '0' },
    '.shop-topbar-button': iconButtonStyle({ size: 'md', variant: 'ghost' }),
    '.shop-topbar-spacer': { flex: '1' },
    '.shop-topbar-panel': {
      borderTopWidth: '1px',
      borderColor: 'border',
      px: '2',
      py: '2',
      maxH: 'calc(100dvh - 3.5rem)',
      overflowY: 'auto',
    },
  });
