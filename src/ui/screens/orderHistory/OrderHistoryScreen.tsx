import { Heading, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../../app/useViewModel';
import { BuyAgainButton } from '../orders/components/BuyAgainButton';
import { BuyAgainResult } from '../orders/components/BuyAgainResult';
import { CustomerOrderCard } from '../orders/components/CustomerOrderCard';
import { OrderHistoryViewModel } from './OrderHistoryViewModel';
import { EmptyState } from '../../shared/EmptyState';
import { LoadingBlocks } from '../../shared/LoadingBlocks';

/** /orderhistory — delivered and cancelled orders, newest first, each with Buy again. */
const OrderHistoryScreen = observer(function OrderHistoryScreen() {
  const { t } = useTranslation();
  const vm = useViewModel(OrderHistoryViewModel);
  return (
    <Stack gap="4" px="3" py="4">
      <Heading as="h1" size="xl">
        {t('titles.orderHistory')}
      </Heading>
      {vm.status === 'loading' ? (
        <LoadingBlocks heights={['48', '48']} />
      ) : vm.orders.length === 0 ? (
        <EmptyState title={t('screens.orderHistory.empty')} actionLabel={t('screens.orderHistory.toOrders')} to="/orders" />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t('titles.orderHistory')}>
          {vm.orders.map((order) => {
            const outcome = vm.buyAgain.outcomes.get(order.id);
            return (
              <li key={order.id}>
                <CustomerOrderCard order={order}>
                  <BuyAgainButton pending={vm.buyAgain.pending.has(order.id)} onClick={() => void vm.buyAgainFor(order)} />
                  {outcome && <BuyAgainResult outcome={outcome} />}
                </CustomerOrderCard>
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
});

export default OrderHistoryScreen;
