import { defineGlobalStyles } from '@chakra-ui/react';

/** ProductGridSkeleton's classes, styled in the system's global CSS (src/ui/theme/system.ts). */
export const productGridSkeletonClass = {
  card: 'shop-card-skeleton',
  photo: 'shop-card-skeleton-photo',
  line: 'shop-card-skeleton-line',
  shortLine: 'shop-card-skeleton-short',
  button: 'shop-card-skeleton-button',
} as const;

/** A card's outline with a square photo, the name's line, a shorter one for the price, and the button. */
export const productGridSkeletonStyles = () =>
  defineGlobalStyles({
    '.shop-card-skeleton': { display: 'flex', flexDirection: 'column', gap: '2', padding: '2', borderWidth: '1px', borderRadius: 'md' },
    '.shop-card-skeleton-photo': { aspectRatio: '1', borderRadius: 'md' },
    '.shop-card-skeleton-line': { height: '4' },
    '.shop-card-skeleton-short': { height: '4', width: '60%' },
    '.shop-card-skeleton-button': { height: '11' },
  });
