import { Badge, Box, Flex, IconButton } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../../app/SessionContext';
import { CartIcon } from '../../../components/product/icons';
import type { ProductViewModel } from '../ProductViewModel';
import { BuyControls } from './BuyControls';

/**
 * Phones: Add to Cart (or the stepper) and the cart with its count, stuck just above the app's
 * bottom navigation so they stay under the thumb while the page scrolls.
 */
export const MobileBuyBar = observer(function MobileBuyBar({ vm, name }: { vm: ProductViewModel; name: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const count = session.cartCount;
  return (
    <Box
      position="sticky"
      // The app's bottom bar is 3.5rem and a border tall; sit right on top of it.
      bottom="calc(3.5rem + 1px + env(safe-area-inset-bottom))"
      zIndex="docked"
      bg="bg"
      borderTopWidth="1px"
      borderColor="border"
      mx="-3"
      px="3"
      py="2"
      boxShadow="0 -2px 8px rgba(0,0,0,0.08)"
    >
      <Flex gap="3" align="flex-end">
        <Box position="relative" flexShrink={0}>
          <IconButton asChild size="lg" variant="outline" aria-label={t('nav.cart', { count })}>
            <RouterLink to="/cart">
              <CartIcon />
            </RouterLink>
          </IconButton>
          {count > 0 && (
            <Badge position="absolute" top="-1" insetEnd="-1" variant="solid" colorPalette="red" rounded="full" aria-hidden="true">
              {count}
            </Badge>
          )}
        </Box>
        <BuyControls vm={vm} name={name} />
      </Flex>
    </Box>
  );
});
