import { defineGlobalStyles } from '@chakra-ui/react';

/** ProductRow's class for each card's place, styled in the system's global CSS (src/ui/theme/system.ts). */
export const productRowClass = { item: 'shop-row-item' } as const;

/** About two cards and a bit across a phone, so the row shows it scrolls; each snaps to the start. */
export const productRowStyles = defineGlobalStyles({
  '.shop-row-item': { flex: '0 0 auto', width: { base: '44%', sm: '30%', lg: '19%' }, minWidth: '150px', scrollSnapAlign: 'start' },
});
