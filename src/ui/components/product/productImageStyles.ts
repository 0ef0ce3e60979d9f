import { defineGlobalStyles } from '@chakra-ui/react';

/** ProductImage's classes, styled in the system's global CSS (src/ui/theme/system.ts). */
export const productImageClass = { photo: 'shop-photo', missing: 'shop-photo-missing' } as const;

/** A square, letterboxed on a soft tile; without a photo, a muted tile with a picture outline. */
export const productImageStyles = () =>
  defineGlobalStyles({
    '.shop-photo': { width: 'full', height: 'auto', aspectRatio: '1', objectFit: 'contain', bg: 'bg.subtle', borderRadius: 'md' },
    '.shop-photo-missing': { display: 'flex', alignItems: 'center', justifyContent: 'center', bg: 'bg.muted', color: 'fg.subtle' },
  });
