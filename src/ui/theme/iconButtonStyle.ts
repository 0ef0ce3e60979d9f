import type { SystemStyleObject } from '@chakra-ui/react';
import { buttonRecipe } from '@chakra-ui/react/theme';
import { mergeStyles, recipeStyle } from './recipeStyle';

/** Chakra's IconButton as static styles: the button recipe's size and variant, no padding, the icon a little larger. */
export const iconButtonStyle = (variants: { size: 'md' | 'lg'; variant: 'ghost' | 'solid' | 'outline' | 'surface' }): SystemStyleObject =>
  mergeStyles(recipeStyle(buttonRecipe, variants), { px: '0', py: '0', _icon: { fontSize: '1.2em' } });
