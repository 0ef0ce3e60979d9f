import { Grid, Heading, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../app/useOnline';
import { useViewModel } from '../../app/useViewModel';
import { OfflineNotice } from '../../shared/OfflineNotice';
import { CartViewModel } from './CartViewModel';
import { CartLineRow } from './components/CartLineRow';
import { CartSummary } from './components/CartSummary';
import { EmptyCart } from './components/EmptyCart';
import { LoadingBlocks } from '../../shared/LoadingBlocks';

/** /cart — what is in the cart, with quantities to change and the way to checkout. */
const CartScreen = observer(function CartScreen() {
  const { t } = useTranslation();
  const vm = useViewModel(CartViewModel);
  const online = useOnline();
  const offlineRefused = vm.offlineRefused;
  useEffect(() => {
    if (online && offlineRefused) vm.clearOfflineMessages();
  }, [online, offlineRefused, vm]);
  return (
    <Stack gap="4" px="3" py="4">
      <Heading as="h1" size="xl">
        {t('titles.cart')}
      </Heading>
      {vm.cart.status === 'loading' ? (
        <LoadingBlocks heights={['32', '32']} />
      ) : vm.cart.isEmpty ? (
        <EmptyCart />
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="4" alignItems="start">
          <Stack as="ul" gap="3" listStyleType="none" aria-label={t('screens.cart.lines')}>
            {vm.cart.entries.map((entry) => (
              <CartLineRow key={entry.key} vm={vm} entry={entry} />
            ))}
          </Stack>
          <CartSummary
            totals={vm.cart.totals}
            count={vm.cart.count}
            charges={vm.cart.charges}
            minimumOrder={vm.cart.store.settings?.minimumOrder ?? 0}
          />
        </Grid>
      )}
      {offlineRefused && <OfflineNotice code="cart.offlineUpdate" onClose={vm.clearOfflineMessages} />}
    </Stack>
  );
});

export default CartScreen;
