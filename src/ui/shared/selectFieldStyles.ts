import { defineGlobalStyles } from '@chakra-ui/react';
import { fieldSlotRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { recipeStyle } from '../theme/recipeStyle';

/** SelectField's classes, styled in the system's global CSS (src/ui/theme/system.ts). */
export const selectFieldClass = {
  root: 'shop-select',
  fit: 'shop-select-fit',
  label: 'shop-select-label',
  control: 'shop-select-control',
  field: 'shop-select-field',
  indicator: 'shop-select-indicator',
} as const;

const field = (slot: string) => recipeStyle(fieldSlotRecipe, { orientation: 'vertical' }, { slot });
const select = (slot: string) => recipeStyle(nativeSelectSlotRecipe, { variant: 'outline', size: 'lg' }, { slot });

/**
 * Chakra's field with its native select (outline, large): a label above, the chevron inside the box's
 * end; the field as wide as its parent, or (fit) as its content with room for the longest choice.
 */
export const selectFieldStyles = () =>
  defineGlobalStyles({
    '.shop-select': field('root'),
    '.shop-select-fit': { width: 'auto', minW: '44' },
    '.shop-select-label': field('label'),
    '.shop-select-control': select('root'),
    '.shop-select-field': select('field'),
    '.shop-select-indicator': select('indicator'),
  });
