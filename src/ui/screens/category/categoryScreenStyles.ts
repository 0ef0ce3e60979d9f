import { defineGlobalStyles } from '@chakra-ui/react';
import { headingRecipe } from '@chakra-ui/react/theme';
import { recipeStyle } from '../../theme/recipeStyle';

/** CategoryScreen's classes, styled in the system's global CSS (src/ui/theme/system.ts). */
export const categoryScreenClass = {
  root: 'shop-category',
  title: 'shop-category-title',
  bar: 'shop-category-bar',
  count: 'shop-category-count',
  empty: 'shop-category-empty',
} as const;

/**
 * The page's blocks one under another under its title (Chakra's xl heading); the count and the sort
 * order on one row, bottoms aligned, the count wrapping inside its own box; "nothing here" muted and centred.
 */
export const categoryScreenStyles = () =>
  defineGlobalStyles({
    '.shop-category': { display: 'flex', flexDirection: 'column', gap: '4', px: '3', py: '4' },
    '.shop-category-title': recipeStyle(headingRecipe, { size: 'xl' }),
    '.shop-category-bar': { display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: '3' },
    '.shop-category-count': { color: 'fg.muted', flex: '1', minW: '0' },
    '.shop-category-empty': { color: 'fg.muted', py: '6', textAlign: 'center' },
  });
