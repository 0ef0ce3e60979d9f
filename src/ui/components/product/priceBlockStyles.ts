import { defineGlobalStyles } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { recipeStyle } from '../../theme/recipeStyle';

/** PriceBlock's classes, styled in the system's global CSS (src/ui/theme/system.ts). */
export const priceBlockClass = {
  root: 'shop-price',
  large: 'shop-price-lg',
  price: 'shop-price-now',
  mrp: 'shop-price-mrp',
  off: 'shop-price-off',
} as const;

/** The price in bold, the MRP struck through and muted, the percent off as a green badge; larger on the product page. */
export const priceBlockStyles = () =>
  defineGlobalStyles({
    '.shop-price': { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '2' },
    '.shop-price-now': { fontWeight: 'bold', fontSize: 'lg', color: 'fg' },
    '.shop-price-mrp': { color: 'fg.muted', fontSize: 'sm' },
    '.shop-price-off': recipeStyle(badgeRecipe, { variant: 'subtle', size: 'md' }, { palette: 'green' }),
    '.shop-price-lg': {
      '& .shop-price-now': { fontSize: '2xl' },
      '& .shop-price-mrp': { fontSize: 'md' },
      '& .shop-price-off': badgeRecipe.variants!.size.lg,
    },
  });
