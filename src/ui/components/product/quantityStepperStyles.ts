import { defineGlobalStyles } from '@chakra-ui/react';
import { iconButtonStyle } from '../../theme/iconButtonStyle';
import { mergeStyles } from '../../theme/recipeStyle';

/** QuantityStepper's classes, styled in the system's global CSS (src/ui/theme/system.ts). */
export const quantityStepperClass = {
  root: 'shop-stepper',
  minus: 'shop-stepper-minus',
  plus: 'shop-stepper-plus',
  count: 'shop-stepper-count',
} as const;

/** Chakra's IconButton, size lg, with square corners. */
const iconButton = (variant: 'ghost' | 'solid') => mergeStyles(iconButtonStyle({ size: 'lg', variant }), { borderRadius: '0' });

/** One outlined row of ghost minus, the count in bold, and solid plus, as wide as its content. */
export const quantityStepperStyles = () =>
  defineGlobalStyles({
    '.shop-stepper': {
      display: 'flex',
      alignItems: 'center',
      gap: '0',
      borderWidth: '1px',
      borderColor: 'brand.solid',
      borderRadius: 'md',
      overflow: 'hidden',
      width: 'fit-content',
    },
    '.shop-stepper-minus': iconButton('ghost'),
    '.shop-stepper-plus': iconButton('solid'),
    '.shop-stepper-count': { minW: '10', textAlign: 'center', fontWeight: 'bold', fontSize: 'lg' },
  });
