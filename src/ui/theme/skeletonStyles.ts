import { defineGlobalStyles } from '@chakra-ui/react';
import { recipeStyle } from './recipeStyle';
import { skeleton } from './skeletonRecipe';

/** The class of a grey block drawn as plain HTML, styled in the system's global CSS (system.ts). */
export const skeletonClass = 'shop-skeleton';

/** The shop's skeleton recipe as it draws a block while loading: grey, its pulse held back a second. */
export const skeletonStyles = () =>
  defineGlobalStyles({
    '.shop-skeleton': recipeStyle(skeleton, { loading: 'true', variant: 'pulse' }),
  });
