import { RadioGroup } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  value: string;
  chosen: boolean;
  children: ReactNode;
  /** Row height and side padding: the dialogs' rows (the default) are a little taller than the address form's. */
  minH?: string;
  px?: string;
}

/**
 * One choice of a RadioGroup as a row big enough for a thumb, outlined and tinted in the brand
 * colour while chosen. The address type, a delivery person's cancel reason and the person an
 * admin gives an order to are all picked from rows like this, so they look and behave alike.
 */
export function RadioCard({ value, chosen, children, minH = '12', px = '3' }: Props) {
  return (
    <RadioGroup.Item
      value={value}
      minH={minH}
      px={px}
      borderWidth="1px"
      borderRadius="md"
      borderColor={chosen ? 'brand.solid' : 'border'}
      bg={chosen ? 'brand.subtle' : undefined}
      cursor="pointer"
    >
      <RadioGroup.ItemHiddenInput />
      <RadioGroup.ItemIndicator />
      <RadioGroup.ItemText>{children}</RadioGroup.ItemText>
    </RadioGroup.Item>
  );
}
