import { defineGlobalStyles } from '@chakra-ui/react';
import { fieldSlotRecipe, inputRecipe, spinnerRecipe } from '@chakra-ui/react/theme';
import { mergeStyles, recipeStyle } from '../../../theme/recipeStyle';

/** SearchBox's classes, styled in the system's global CSS (src/ui/theme/system.ts). */
export const searchBoxClass = {
  root: 'shop-search',
  box: 'shop-search-box',
  icon: 'shop-search-icon',
  input: 'shop-search-input',
  spinner: 'shop-search-spinner',
} as const;

/** Vertically centred at one end of the box. */
const atEnd = { position: 'absolute', top: '50%', transform: 'translateY(-50%)' } as const;

/**
 * Chakra's field around its large outline input (its label is for screen readers only, as the
 * page's heading: homeScreenStyles); the magnifier inside the box's start and, while searching, a
 * small spinner inside its end, the text clear of both.
 */
export const searchBoxStyles = () =>
  defineGlobalStyles({
    '.shop-search': recipeStyle(fieldSlotRecipe, { orientation: 'vertical' }, { slot: 'root' }),
    '.shop-search-box': { position: 'relative', width: 'full' },
    '.shop-search-icon': { ...atEnd, insetStart: '3', color: 'fg.muted', pointerEvents: 'none', zIndex: '1' },
    '.shop-search-input': mergeStyles(recipeStyle(inputRecipe, { size: 'lg', variant: 'outline' }), { ps: '10', pe: '10' }),
    '.shop-search-spinner': { ...recipeStyle(spinnerRecipe, { size: 'sm' }), ...atEnd, insetEnd: '3', color: 'brand.solid' },
  });
