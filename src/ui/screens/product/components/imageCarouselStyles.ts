import { defineGlobalStyles } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { iconButtonStyle } from '../../../theme/iconButtonStyle';
import { mergeStyles, recipeStyle } from '../../../theme/recipeStyle';

/** ImageCarousel's classes, styled in the system's global CSS (src/ui/theme/system.ts). */
export const imageCarouselClass = {
  root: 'shop-carousel',
  off: 'shop-carousel-off',
  dots: 'shop-carousel-dots',
  dot: 'shop-carousel-dot',
  mark: 'shop-carousel-mark',
  arrow: 'shop-carousel-arrow',
} as const;

/**
 * The percent off as a red badge on the photo's corner; round previous and next buttons (Chakra's
 * surface IconButton, large) halfway down its edges; under the photo a row of dots, each a thumb's
 * size, the current one filled.
 */
export const imageCarouselStyles = () =>
  defineGlobalStyles({
    '.shop-carousel': { position: 'relative' },
    '.shop-carousel-off': {
      ...recipeStyle(badgeRecipe, { variant: 'solid', size: 'lg' }, { palette: 'red' }),
      position: 'absolute',
      top: '2',
      insetStart: '2',
    },
    '.shop-carousel-dots': { display: 'flex', alignItems: 'center', justifyContent: 'center', marginTop: '1' },
    '.shop-carousel-dot': { width: '11', height: '11', display: 'flex', alignItems: 'center', justifyContent: 'center', cursor: 'pointer' },
    '.shop-carousel-mark': { width: '2.5', height: '2.5', borderRadius: 'full', bg: 'gray.300' },
    '.shop-carousel-dot[aria-current=true] .shop-carousel-mark': { bg: 'brand.solid' },
    '.shop-carousel-arrow': mergeStyles(iconButtonStyle({ size: 'lg', variant: 'surface' }), {
      position: 'absolute',
      top: '50%',
      transform: 'translateY(-50%)',
      borderRadius: 'full',
      insetStart: '1',
      '&[data-side=end]': { insetStart: 'auto', insetEnd: '1' },
    }),
  });
