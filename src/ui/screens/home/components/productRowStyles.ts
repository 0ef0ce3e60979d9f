import { defineGlobalStyles } from '@chakra-ui/react';

/** ProductRow's classes, styled in the system's global CSS (src/ui/theme/system.ts). */
export const productRowClass = { root: 'shop-row', list: 'shop-row-list', item: 'shop-row-item' } as const;

/**
 * The heading over a list that scrolls sideways, about two cards and a bit across a phone so the row
 * shows it scrolls; each card snaps to the start.
 */
export const productRowStyles = () =>
  defineGlobalStyles({
    '.shop-row': { display: 'flex', flexDirection: 'column', gap: '2' },
    '.shop-row-list': { display: 'flex', listStyleType: 'none', gap: '3', overflowX: 'auto', pb: '2', scrollSnapType: 'x mandatory' },
    '.shop-row-item': { flex: '0 0 auto', width: { base: '44%', sm: '30%', lg: '19%' }, minWidth: '150px', scrollSnapAlign: 'start' },
  });
