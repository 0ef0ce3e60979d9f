import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CartIcon } from '../../../components/product/icons';

/** Nothing in the cart: say so and lead back to the shop. */
export function EmptyCart() {
  const { t } = useTranslation();
  return (
    <Stack align="center" textAlign="center" gap="3" py="10">
      <CartIcon width="3em" height="3em" />
      <Text fontSize="lg" fontWeight="semibold">
        {t('screens.cart.empty')}
      </Text>
      <Text color="fg.muted">{t('screens.cart.emptyHint')}</Text>
      <Button asChild size="lg">
        <RouterLink to="/">{t('screens.cart.startShopping')}</RouterLink>
      </Button>
    </Stack>
  );
}
