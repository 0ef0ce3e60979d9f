import { defineGlobalStyles } from '@chakra-ui/react';
import { breadcrumbSlotRecipe } from '@chakra-ui/react/theme';
import { recipeStyle } from '../../../theme/recipeStyle';

/** ProductBreadcrumb's classes, styled in the system's global CSS (src/ui/theme/system.ts). */
export const productBreadcrumbClass = {
  root: 'shop-crumbs',
  list: 'shop-crumbs-list',
  item: 'shop-crumbs-item',
  last: 'shop-crumbs-last',
  link: 'shop-crumbs-link',
  current: 'shop-crumbs-current',
  separator: 'shop-crumbs-separator',
} as const;

/** Chakra's breadcrumb (its plain variant, medium size); links a thumb tall, the product's name cut to the line. */
const slot = (name: string) => recipeStyle(breadcrumbSlotRecipe, { variant: 'plain', size: 'md' }, { slot: name });

export const productBreadcrumbStyles = () =>
  defineGlobalStyles({
    '.shop-crumbs': { minWidth: '0' },
    '.shop-crumbs-list': { ...slot('list'), flexWrap: 'wrap' },
    '.shop-crumbs-item': slot('item'),
    '.shop-crumbs-last': { minWidth: '0' },
    '.shop-crumbs-link': { ...slot('link'), minHeight: '11' },
    '.shop-crumbs-current': { ...slot('currentLink'), truncate: true },
    '.shop-crumbs-separator': slot('separator'),
  });
