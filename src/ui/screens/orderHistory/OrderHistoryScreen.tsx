import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useViewModel } from '../../app/useViewModel';
import { BuyAgainResult } from '../orders/components/BuyAgainResult';
import { CustomerOrderCard } from '../orders/components/CustomerOrderCard';
import { OrderHistoryViewModel } from './OrderHistoryViewModel';
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
        <Stack align="center" textAlign="center" gap="3" py="8">
          <Text fontSize="lg" fontWeight="semibold">
            {t('screens.orderHistory.empty')}
          </Text>
          <Button asChild size="lg">
            <RouterLink to="/orders">{t('screens.orderHistory.toOrders')}</RouterLink>
          </Button>
        </Stack>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t('titles.orderHistory')}>
          {vm.orders.map((order) => {
            const outcome = vm.buyAgain.outcomes.get(order.id);
            return (
              <li key={order.id}>
                <CustomerOrderCard order={order}>
                  <Button
                    size="lg"
                    variant="outline"
                    loading={vm.buyAgain.pending.has(order.id)}
                    onClick={() => void vm.buyAgainFor(order)}
                  >
                    {t('screens.orders.buyAgain')}
                  </Button>
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
