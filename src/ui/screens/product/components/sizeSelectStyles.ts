import { defineGlobalStyles } from '@chakra-ui/react';
import { fieldSlotRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { recipeStyle } from '../../../theme/recipeStyle';

/** SizeSelect's classes, styled in the system's global CSS (src/ui/theme/system.ts). */
export const sizeSelectClass = {
  root: 'shop-size',
  label: 'shop-size-label',
  control: 'shop-size-control',
  field: 'shop-size-field',
  indicator: 'shop-size-indicator',
} as const;

const field = (slot: string) => recipeStyle(fieldSlotRecipe, { orientation: 'vertical' }, { slot });
const select = (slot: string) => recipeStyle(nativeSelectSlotRecipe, { variant: 'outline', size: 'lg' }, { slot });

/** Chakra's field with its native select (outline, large): a label above, the chevron inside the box's end. */
export const sizeSelectStyles = defineGlobalStyles({
  '.shop-size': field('root'),
  '.shop-size-label': field('label'),
  '.shop-size-control': select('root'),
  '.shop-size-field': select('field'),
  '.shop-size-indicator': select('indicator'),
});
