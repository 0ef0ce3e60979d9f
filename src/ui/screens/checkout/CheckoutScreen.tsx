import { Box, Card, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useOnline } from '../../app/useOnline';
import { useViewModel } from '../../app/useViewModel';
import { Button } from '../../shared/Button';
import { InlineAlert } from '../../shared/InlineAlert';
import { TextField } from '../../shared/TextField';
import { ChargesNotes } from '../../components/store/ChargesNotes';
import { formatOpening } from '../../components/store/formatOpening';
import { useNotify } from '../../shared/NotifyContext';
import { OfflineNotice } from '../../shared/OfflineNotice';
import { formatPrice } from '../../shared/formatPrice';
import { useIsLargeScreen } from '../../shared/useIsLargeScreen';
import { CheckoutViewModel } from './CheckoutViewModel';
import { CheckoutError } from './components/CheckoutError';
import { DeliveryAddressCard } from './components/DeliveryAddressCard';
import { OrderSummary } from './components/OrderSummary';
import { LoadingBlocks } from '../../shared/LoadingBlocks';

/** /checkout — address, phone, cash on delivery, the summary and Place Order. */
const CheckoutScreen = observer(function CheckoutScreen() {
  const { t, i18n } = useTranslation();
  const vm = useViewModel(CheckoutViewModel);
  const notify = useNotify();
  const navigate = useNavigate();
  const large = useIsLargeScreen();
  const placed = vm.placed;
  useEffect(() => {
    if (!placed) return;
    notify.success('orders.placed');
    navigate('/orders', { replace: true, state: { placedOrderId: placed.id } });
  }, [placed, notify, navigate]);

  const online = useOnline();
  const offlineRefused = vm.error?.code === 'checkout.offline';
  useEffect(() => {
    if (online && offlineRefused) vm.clearOfflineError();
  }, [online, offlineRefused, vm]);

  const showForm = vm.cart.status === 'ready' && !placed && !vm.cart.isEmpty;
  const blocked = vm.blockedBy;
  const hours = vm.deliveryHours;
  const placeButton = (
    <Button
      size="lg"
      w="full"
      loading={vm.placing}
      loadingText={t('screens.checkout.placing')}
      disabled={blocked !== null}
      aria-describedby={blocked === 'closedToday' ? 'checkout-closed' : blocked === 'belowMinimum' ? 'checkout-minimum' : undefined}
      onClick={() => void vm.place()}
    >
      {t('screens.checkout.placeOrder', { total: formatPrice(vm.total) })}
    </Button>
  );
  return (
    <Stack gap="4" px="3" py="4">
      <Heading as="h1" size="xl">
        {t('titles.checkout')}
      </Heading>
      {vm.cart.status === 'loading' || placed ? (
        <LoadingBlocks heights={['28', '40']} />
      ) : vm.cart.isEmpty ? (
        <Stack gap="3" align="flex-start">
          <InlineAlert status="info">{t('messages.checkout.noItems')}</InlineAlert>
          <Button asChild size="lg">
            <RouterLink to="/">{t('screens.cart.startShopping')}</RouterLink>
          </Button>
        </Stack>
      ) : (
        <Stack gap="4">
          {vm.closedToday !== null && (
            <div id="checkout-closed">
              <InlineAlert status="warning">{t('messages.store.closedToday', { message: vm.closedToday })}</InlineAlert>
            </div>
          )}
          {vm.closedToday === null && hours && !hours.open && (
            <InlineAlert status="info">
              {hours.nextOpening === null
                ? t('screens.checkout.closedNowLater')
                : t('screens.checkout.closedNow', { when: formatOpening(hours.nextOpening, i18n.language) })}
            </InlineAlert>
          )}
          <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="4" alignItems="start">
            <Stack gap="4">
              <DeliveryAddressCard address={vm.address} />
              <Card.Root as="section" size="sm" aria-labelledby="checkout-contact">
                <Card.Body gap="3" p="4">
                  <Heading as="h2" size="md" id="checkout-contact">
                    {t('screens.checkout.contact')}
                  </Heading>
                  <TextField
                    name="phone"
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    label={t('screens.checkout.phone')}
                    helperText={t('screens.checkout.phoneHint')}
                    value={vm.phone}
                    onChange={vm.setPhone}
                    error={vm.phoneError ? t(`messages.${vm.phoneError}`) : null}
                    required
                  />
                </Card.Body>
              </Card.Root>
              <Card.Root as="section" size="sm" aria-labelledby="checkout-payment">
                <Card.Body gap="1" p="4">
                  <Heading as="h2" size="md" id="checkout-payment">
                    {t('screens.checkout.payment')}
                  </Heading>
                  <Text fontWeight="semibold">{t('screens.checkout.cashOnDelivery')}</Text>
                  <Text color="fg.muted">{t('screens.checkout.cashHint', { total: formatPrice(vm.total) })}</Text>
                </Card.Body>
              </Card.Root>
            </Stack>
            <Stack gap="4">
              <OrderSummary entries={vm.cart.entries} totals={vm.cart.totals} count={vm.cart.count} charges={vm.cart.charges} />
              {vm.cart.charges && (
                <ChargesNotes
                  charges={vm.cart.charges}
                  minimumOrder={vm.cart.store.settings?.minimumOrder ?? 0}
                  minimumNoteId="checkout-minimum"
                />
              )}
              {vm.error && !offlineRefused && <CheckoutError error={vm.error} />}
              {large && placeButton}
            </Stack>
          </Grid>
        </Stack>
      )}
      {/* Phones keep Place Order under the thumb, just above the app's bottom bar, all down the page. */}
      {!large && showForm && (
        <Box position="sticky" bottom="calc(3.5rem + 1px + env(safe-area-inset-bottom))" bg="bg" py="2" zIndex="docked">
          {placeButton}
        </Box>
      )}
      {offlineRefused && <OfflineNotice code="checkout.offline" onClose={vm.clearOfflineError} />}
    </Stack>
  );
});

export default CheckoutScreen;
