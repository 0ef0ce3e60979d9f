import { Box, Card, Flex, Heading, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { MAX_LINE_QTY } from '../../../../domain/cart/quantity';
import { Button } from '../../../shared/Button';
import { InlineAlert } from '../../../shared/InlineAlert';
import { MinusIcon, PlusIcon, TrashIcon } from '../../../components/product/icons';
import { PriceBlock } from '../../../components/product/PriceBlock';
import { ProductImage } from '../../../components/product/ProductImage';
import { productPath } from '../../../components/product/productPath';
import { useLocalName } from '../../../components/product/useLocalName';
import { focusableDisabled } from '../../../shared/focusableDisabled';
import { formatPrice } from '../../../shared/formatPrice';
import type { CartEntry } from '../cartEntries';
import type { CartViewModel } from '../CartViewModel';

/** One cart line: picture, name and size, price, minus / typed quantity / plus, remove, and its message. */
export const CartLineRow = observer(function CartLineRow({ vm, entry }: { vm: CartViewModel; entry: CartEntry }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const { key, line, qty } = entry;
  const name = nameOf(line);
  const busy = vm.isBusy(key);
  // 'You are offline' is said once, above the offline screen (CartScreen), not under a hidden line.
  const message = vm.messages.get(key)?.code === 'cart.offlineUpdate' ? undefined : vm.messages.get(key);
  const inputId = `qty-${key}`;
  return (
    <Card.Root as="li" size="sm" aria-label={name}>
      <Card.Body gap="3" p="3">
        <Flex gap="3">
          <Box w="20" flexShrink={0}>
            <RouterLink to={productPath(line.ref)} tabIndex={-1} aria-hidden="true">
              <ProductImage src={line.image} alt="" size={80} />
            </RouterLink>
          </Box>
          <Stack gap="1" minW="0" flex="1">
            <Heading as="h2" size="md" lineClamp="2">
              <RouterLink to={productPath(line.ref)}>{name}</RouterLink>
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {line.weight}
            </Text>
            <PriceBlock price={line.price} mrp={line.mrp} />
          </Stack>
        </Flex>
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Box asChild>
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void vm.commitQty(key);
              }}
            >
              <HStack gap="0" borderWidth="1px" borderColor="brand.solid" borderRadius="md" overflow="hidden">
                <IconButton
                  size="lg"
                  variant="ghost"
                  color="brand.fg"
                  borderRadius="0"
                  aria-label={t('screens.shop.decrease', { name })}
                  {...focusableDisabled(busy || qty <= 1)}
                  onClick={() => void vm.minus(key)}
                >
                  <MinusIcon />
                </IconButton>
                <label htmlFor={inputId}>
                  <Text as="span" srOnly>
                    {t('screens.cart.quantityOf', { name })}
                  </Text>
                </label>
                <Input
                  id={inputId}
                  size="lg"
                  w="16"
                  textAlign="center"
                  fontWeight="bold"
                  border="0"
                  borderRadius="0"
                  inputMode="numeric"
                  enterKeyHint="done"
                  maxLength={5}
                  aria-invalid={message?.code === 'cart.invalidQuantity' || undefined}
                  value={vm.qtyText(key)}
                  onChange={(e) => vm.setQtyText(key, e.target.value)}
                  onBlur={() => void vm.commitQty(key)}
                />
                <IconButton
                  size="lg"
                  variant="solid"
                  borderRadius="0"
                  aria-label={t('screens.shop.increase', { name })}
                  {...focusableDisabled(busy || qty >= MAX_LINE_QTY)}
                  onClick={() => void vm.plus(key)}
                >
                  <PlusIcon />
                </IconButton>
              </HStack>
            </form>
          </Box>
          <Text fontWeight="bold" fontSize="lg" aria-label={t('screens.cart.lineTotal', { price: formatPrice(line.price * qty) })}>
            {formatPrice(line.price * qty)}
          </Text>
        </HStack>
        <Button
          size="lg"
          variant="ghost"
          colorPalette="red"
          alignSelf="flex-start"
          loading={busy}
          onClick={() => void vm.remove(key)}
          aria-label={t('screens.cart.removeNamed', { name })}
        >
          <TrashIcon />
          {t('screens.cart.remove')}
        </Button>
        {message && (
          <InlineAlert status={message.tone}>
            {t(`messages.${message.code}`, message.params ?? {})}
            {vm.canRetry(key) && (
              <Button size="sm" variant="outline" ms="2" minH="11" onClick={() => void vm.retry(key)}>
                {t('screens.cart.retry')}
              </Button>
            )}
          </InlineAlert>
        )}
      </Card.Body>
    </Card.Root>
  );
});
