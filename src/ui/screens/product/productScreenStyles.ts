import { defineGlobalStyles } from '@chakra-ui/react';
import { headingRecipe } from '@chakra-ui/react/theme';
import { recipeStyle } from '../../theme/recipeStyle';

/** ProductScreen's classes, styled in the system's global CSS (src/ui/theme/system.ts). */
export const productScreenClass = {
  page: 'shop-product',
  top: 'shop-product-top',
  share: 'shop-product-share',
  main: 'shop-product-main',
  photo: 'shop-product-photo',
  facts: 'shop-product-facts',
  name: 'shop-product-name',
  netQty: 'shop-product-qty',
  inStock: 'shop-product-in-stock',
  soldOut: 'shop-product-sold-out',
  buy: 'shop-product-buy',
} as const;

const column = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap });

/**
 * The product page's frame: the breadcrumb and Share on one line; below, the photo and the facts,
 * side by side from tablets up. On a phone the photo leaves room for the name and price above the buy bar.
 */
export const productScreenStyles = () =>
  defineGlobalStyles({
    '.shop-product': { ...column('5'), px: '3', py: '3' },
    '.shop-product-top': { display: 'flex', flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', gap: '2' },
    '.shop-product-share': { flexShrink: 0 },
    '.shop-product-main': {
      display: 'grid',
      gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
      gap: { base: '4', md: '8' },
      alignItems: 'start',
    },
    '.shop-product-photo': { maxWidth: { base: '64', md: 'none' }, marginInline: 'auto', width: 'full' },
    '.shop-product-facts': column('3'),
    '.shop-product-name': { ...recipeStyle(headingRecipe, { size: '2xl' }), lineHeight: 'short' },
    '.shop-product-qty': { color: 'fg.muted' },
    '.shop-product-in-stock': { fontWeight: 'semibold', color: 'green.700' },
    '.shop-product-sold-out': { fontWeight: 'semibold', color: 'red.700' },
    '.shop-product-buy': { ...column('2'), flex: '1', minW: '0' },
  });
