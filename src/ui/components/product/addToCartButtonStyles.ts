import { defineGlobalStyles } from '@chakra-ui/react';
import { buttonRecipe, spinnerRecipe } from '@chakra-ui/react/theme';
import { recipeStyle } from '../../theme/recipeStyle';

/** AddToCartButton's classes, styled in the system's global CSS (src/ui/theme/system.ts). */
export const addToCartButtonClass = {
  root: 'shop-add',
  spinner: 'shop-add-spinner',
  label: 'shop-add-label',
} as const;

/**
 * Chakra's Button at size lg, solid, full width; while loading, its spinner centred over the label,
 * which keeps its place unseen as in Chakra's Loader. Transparent rather than Chakra's
 * `visibility: hidden`, so the label still names the button for a screen reader.
 */
export const addToCartButtonStyles = () =>
  defineGlobalStyles({
    '.shop-add': { ...recipeStyle(buttonRecipe, { size: 'lg', variant: 'solid' }), width: 'full' },
    '.shop-add-spinner': {
      ...recipeStyle(spinnerRecipe, { size: 'inherit' }),
      borderWidth: '0.125em',
      color: 'inherit',
      position: 'absolute',
      insetStart: '50%',
      top: '50%',
      translate: '-50% -50%',
    },
    '.shop-add-label': { opacity: 0 },
  });
