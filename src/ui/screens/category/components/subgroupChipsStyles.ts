import { defineGlobalStyles } from '@chakra-ui/react';

/** SubgroupChips' classes (a chip, and SubgroupChipsSkeleton's grey one), styled in the system's global CSS (src/ui/theme/system.ts). */
export const subgroupChipsClass = { chip: 'shop-subgroup-chip', placeholder: 'shop-subgroup-chip-skeleton' } as const;

/** A rounded 44 px chip on one line; the page's own subgroup (aria-current) filled in the brand colour. */
export const subgroupChipsStyles = () =>
  defineGlobalStyles({
    '.shop-subgroup-chip': {
      display: 'flex',
      alignItems: 'center',
      minH: '11',
      px: '4',
      whiteSpace: 'nowrap',
      borderRadius: 'full',
      borderWidth: '1px',
      borderColor: 'border',
      bg: 'bg',
      color: 'fg',
      '&[aria-current=page]': { borderColor: 'brand.solid', bg: 'brand.solid', color: 'brand.contrast', fontWeight: 'semibold' },
    },
    '.shop-subgroup-chip-skeleton': { height: '11', flexShrink: '0', borderRadius: 'full' },
  });
