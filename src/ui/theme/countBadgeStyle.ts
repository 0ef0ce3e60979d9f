import type { SystemStyleObject } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { recipeStyle } from './recipeStyle';

/** The cart's count as a small round red badge (Chakra's Badge, solid, sm), placed at `corner` of its relative parent. */
export const countBadgeStyle = (corner: SystemStyleObject): SystemStyleObject => ({
  ...recipeStyle(badgeRecipe, { variant: 'solid', size: 'sm' }, { palette: 'red' }),
  position: 'absolute',
  ...corner,
  borderRadius: 'full',
});
