import { defineGlobalStyles } from '@chakra-ui/react';
import { headingRecipe } from '@chakra-ui/react/theme';
import { recipeStyle } from '../theme/recipeStyle';

/** PageIntro's classes, styled in the system's global CSS (src/ui/theme/system.ts); index.html's /login shell draws them too. */
export const pageIntroClass = {
  root: 'shop-page-intro',
  title: 'shop-page-intro-title',
  text: 'shop-page-intro-text',
} as const;

/** The title as Chakra's 2xl heading over one muted line, close together. */
export const pageIntroStyles = () =>
  defineGlobalStyles({
    '.shop-page-intro': { display: 'flex', flexDirection: 'column', gap: '1' },
    '.shop-page-intro-title': recipeStyle(headingRecipe, { size: '2xl' }),
    '.shop-page-intro-text': { color: 'fg.muted' },
  });
