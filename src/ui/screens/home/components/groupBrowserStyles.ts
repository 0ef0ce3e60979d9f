import { defineGlobalStyles } from '@chakra-ui/react';
import { cardSlotRecipe, headingRecipe } from '@chakra-ui/react/theme';
import { recipeStyle } from '../../../theme/recipeStyle';

/** GroupBrowser's classes, styled in the system's global CSS (src/ui/theme/system.ts). */
export const groupBrowserClass = {
  card: 'shop-group',
  link: 'shop-group-link',
  picture: 'shop-group-picture',
  name: 'shop-group-name',
  chips: 'shop-group-chips',
  chip: 'shop-group-chip',
} as const;

/**
 * A group as an outlined card (Chakra's card recipe, size sm): its picture and name as one 44 px
 * link, then its subgroups as rounded chips that wrap, each a 44 px target.
 */
export const groupBrowserStyles = () =>
  defineGlobalStyles({
    '.shop-group': { ...recipeStyle(cardSlotRecipe, { variant: 'outline' }, { slot: 'root' }), height: 'full', padding: '3', gap: '2' },
    '.shop-group-link': { display: 'flex', alignItems: 'center', gap: '3', minH: '11' },
    '.shop-group-picture': { width: '14', height: '14', bg: 'bg.muted', borderRadius: 'md' },
    '.shop-group-name': { ...recipeStyle(headingRecipe, { size: 'md' }), color: 'brand.fg' },
    '.shop-group-chips': { display: 'flex', flexWrap: 'wrap', gap: '2' },
    '.shop-group-chip': {
      display: 'flex',
      alignItems: 'center',
      minH: '11',
      px: '3',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'full',
      fontSize: 'sm',
      _hover: { bg: 'brand.subtle' },
    },
  });
