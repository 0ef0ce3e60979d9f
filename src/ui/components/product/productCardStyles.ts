import { defineGlobalStyles } from '@chakra-ui/react';
import { badgeRecipe, cardSlotRecipe } from '@chakra-ui/react/theme';
import { recipeStyle } from '../../theme/recipeStyle';

/** ProductCard's classes, styled in the system's global CSS (src/ui/theme/system.ts). */
export const productCardClass = {
  root: 'shop-card',
  picture: 'shop-card-picture',
  soldOut: 'shop-card-sold-out',
  name: 'shop-card-name',
  buy: 'shop-card-buy',
  size: 'shop-card-size',
} as const;

/**
 * An outlined card as Chakra's card recipe draws one (size sm), its body's padding and gap on the card
 * itself; the picture dimmed with a grey badge when sold out, the name on two lines at most, then the
 * size, price and button pushed to the bottom so a row's buttons line up.
 */
export const productCardStyles = () =>
  defineGlobalStyles({
    '.shop-card': {
      ...recipeStyle(cardSlotRecipe, { variant: 'outline' }, { slot: 'root' }),
      height: 'full',
      overflow: 'hidden',
      padding: '2',
      gap: '2',
    },
    '.shop-card-picture': { position: 'relative', '&[data-sold-out]': { opacity: 0.6 } },
    '.shop-card-sold-out': {
      ...recipeStyle(badgeRecipe, { variant: 'solid', size: 'sm' }, { palette: 'gray' }),
      position: 'absolute',
      top: '2',
      insetStart: '2',
    },
    '.shop-card-name': {
      fontFamily: 'heading',
      fontWeight: 'semibold',
      fontSize: 'md',
      lineHeight: 'short',
      lineClamp: '2',
      mt: '2',
      minH: '2lh',
    },
    '.shop-card-buy': { display: 'flex', flexDirection: 'column', gap: '1', flex: '1', justifyContent: 'flex-end' },
    '.shop-card-size': { fontSize: 'sm', color: 'fg.muted' },
  });
