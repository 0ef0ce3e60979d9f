import { defineGlobalStyles } from '@chakra-ui/react';
import { headingRecipe } from '@chakra-ui/react/theme';
import { recipeStyle } from '../../theme/recipeStyle';

/** HomeScreen's classes, styled in the system's global CSS (src/ui/theme/system.ts). */
export const homeScreenClass = {
  root: 'shop-home',
  section: 'shop-home-section',
  heading: 'shop-home-heading',
  hidden: 'shop-home-sr-only',
  note: 'shop-home-note',
} as const;

/**
 * The page's blocks one under another; each section a heading (Chakra's lg) over its content; the
 * page's own heading and the results' count for screen readers only; "no results" muted.
 */
export const homeScreenStyles = () =>
  defineGlobalStyles({
    '.shop-home': { display: 'flex', flexDirection: 'column', gap: '6', px: '3', py: '4' },
    '.shop-home-section': { display: 'flex', flexDirection: 'column', gap: '3' },
    '.shop-home-heading': recipeStyle(headingRecipe, { size: 'lg' }),
    '.shop-home-sr-only': { srOnly: true },
    '.shop-home-note': { color: 'fg.muted' },
  });
