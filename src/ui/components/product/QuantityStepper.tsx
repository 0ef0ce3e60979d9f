import { HStack, IconButton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MAX_LINE_QTY } from '../../../domain/cart/quantity';
import { MinusIcon, PlusIcon, TrashIcon } from './icons';

interface Props {
  qty: number;
  /** Names the buttons: 'Remove one Basmati Rice'. */
  name: string;
  onMinus(): void;
  onPlus(): void;
  busy?: boolean;
  /** The product page removes the line at 0 (a bin icon at 1); the cart keeps 1 as the floor. */
  minusRemoves?: boolean;
  size?: 'md' | 'lg';
}

/** Minus / quantity / plus with thumb-sized (44 px) buttons; the count is announced when it changes. */
export function QuantityStepper({ qty, name, onMinus, onPlus, busy = false, minusRemoves = true, size = 'lg' }: Props) {
  const { t } = useTranslation();
  const removesNow = minusRemoves && qty <= 1;
  return (
    <HStack gap="0" borderWidth="1px" borderColor="brand.solid" borderRadius="md" overflow="hidden" w="fit-content">
      <IconButton
        size={size}
        variant="ghost"
        color="brand.fg"
        borderRadius="0"
        aria-label={removesNow ? t('screens.shop.removeItem', { name }) : t('screens.shop.decrease', { name })}
        onClick={onMinus}
        disabled={busy || (!minusRemoves && qty <= 1)}
      >
        {removesNow ? <TrashIcon /> : <MinusIcon />}
      </IconButton>
      <Text
        as="output"
        aria-live="polite"
        minW="10"
        textAlign="center"
        fontWeight="bold"
        fontSize="lg"
        aria-label={t('screens.shop.inCart', { count: qty })}
      >
        {qty}
      </Text>
      <IconButton
        size={size}
        variant="solid"
        borderRadius="0"
        aria-label={t('screens.shop.increase', { name })}
        onClick={onPlus}
        disabled={busy || qty >= MAX_LINE_QTY}
      >
        <PlusIcon />
      </IconButton>
    </HStack>
  );
}
