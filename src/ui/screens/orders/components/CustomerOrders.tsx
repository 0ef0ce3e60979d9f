import { Heading, HStack, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useViewModel } from '../../../app/useViewModel';
import { Button } from '../../../shared/Button';
import { EmptyState } from '../../../shared/EmptyState';
import { InlineAlert } from '../../../shared/InlineAlert';
import { OrdersViewModel } from '../OrdersViewModel';
import { BuyAgainButton } from './BuyAgainButton';
import { BuyAgainResult } from './BuyAgainResult';
import { CancelOrderDialog } from './CancelOrderDialog';
import { CustomerOrderCard } from './CustomerOrderCard';
import { LoadingBlocks } from '../../../shared/LoadingBlocks';

/** The customer's active orders, live, with Cancel and Buy again. */
export const CustomerOrders = observer(function CustomerOrders() {
  const { t } = useTranslation();
  const vm = useViewModel(OrdersViewModel);
  const location = useLocation();
  const placedId = (location.state as { placedOrderId?: string } | null)?.placedOrderId;
  return (
    <Stack gap="4" px="3" py="4">
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <Heading as="h1" size="xl">
          {t('titles.orders')}
        </Heading>
        <Button asChild variant="outline" size="lg">
          <RouterLink to="/orderhistory">{t('screens.orders.history')}</RouterLink>
        </Button>
      </HStack>
      {vm.message && <InlineAlert status={vm.message.tone}>{t(`messages.${vm.message.code}`, vm.message.params ?? {})}</InlineAlert>}
      {vm.status === 'loading' ? (
        <LoadingBlocks heights={['48', '48']} />
      ) : vm.orders.length === 0 ? (
        <EmptyState
          title={t('screens.orders.empty')}
          hint={t('screens.orders.emptyHint')}
          actionLabel={t('screens.cart.startShopping')}
          to="/"
        />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t('screens.orders.active')}>
          {vm.orders.map((order) => {
            const outcome = vm.buyAgain.outcomes.get(order.id);
            return (
              <li key={order.id}>
                <CustomerOrderCard order={order} highlight={order.id === placedId} deliveryCode={vm.deliveryCodeOf(order)}>
                  <HStack gap="2" flexWrap="wrap">
                    {vm.canCancel(order) && (
                      <Button size="lg" variant="outline" colorPalette="red" flex="1" onClick={() => vm.askCancel(order)}>
                        {t('screens.orders.cancel')}
                      </Button>
                    )}
                    <BuyAgainButton flex="1" pending={vm.buyAgain.pending.has(order.id)} onClick={() => void vm.buyAgainFor(order)} />
                  </HStack>
                  {outcome && <BuyAgainResult outcome={outcome} />}
                </CustomerOrderCard>
              </li>
            );
          })}
        </Stack>
      )}
      <CancelOrderDialog vm={vm} onConfirm={() => void vm.confirmCancel()} />
    </Stack>
  );
});
