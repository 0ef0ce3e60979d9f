import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useViewModel } from '../../app/useViewModel';
import { Button } from '../../shared/Button';
import { InlineAlert } from '../../shared/InlineAlert';
import { formatPrice } from '../../shared/formatPrice';
import { AdminDashboardViewModel } from './AdminDashboardViewModel';
import { Figure } from '../../shared/Figure';
import { RecentOrders } from './components/RecentOrders';
import { StockAlertList } from './components/StockAlertList';
import { StoreSettingsSection } from './components/StoreSettingsSection';

const QUICK_LINKS = [
  { to: '/adminorders', key: 'screens.adminDashboard.links.orders' },
  { to: '/adminupload', key: 'screens.adminDashboard.links.upload' },
  { to: '/admin/users', key: 'screens.adminDashboard.links.users' },
] as const;

/** /admin-dashboard: the shop's day at a glance for the owner at the counter, and the store settings. */
const AdminDashboardScreen = observer(function AdminDashboardScreen() {
  const { t } = useTranslation();
  const vm = useViewModel(AdminDashboardViewModel);
  const today = vm.today;
  const count = (n: number | undefined) => (n === undefined ? null : String(n));
  const loadingOrders = vm.active === null;

  return (
    <Stack gap="6" px={{ base: '3', md: '6' }} py="4" maxW="6xl" mx="auto">
      <Heading as="h1" size="xl">
        {t('titles.adminDashboard')}
      </Heading>
      <nav aria-label={t('screens.adminDashboard.links.label')}>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="2">
          {QUICK_LINKS.map((link) => (
            <Button key={link.to} asChild size="lg" variant="outline">
              <RouterLink to={link.to}>{t(link.key)}</RouterLink>
            </Button>
          ))}
        </SimpleGrid>
      </nav>
      {vm.ordersError && <InlineAlert status="error">{t(`messages.${vm.ordersError}`)}</InlineAlert>}
      {vm.todayError && <InlineAlert status="error">{t(`messages.${vm.todayError}`)}</InlineAlert>}
      {vm.historyError && <InlineAlert status="error">{t(`messages.${vm.historyError}`)}</InlineAlert>}

      <Stack as="section" aria-labelledby="dash-today" gap="3">
        <Heading as="h2" id="dash-today" size="lg">
          {t('screens.adminDashboard.today')}
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          <Figure label={t('screens.adminDashboard.ordersToday')} value={count(today?.placed)} />
          <Figure label={t('screens.adminDashboard.revenueToday')} value={vm.revenueToday === null ? null : formatPrice(vm.revenueToday)} />
          <Figure label={t('screens.adminDashboard.deliveredToday')} value={count(today?.delivered)} />
          <Figure label={t('screens.adminDashboard.cancelledToday')} value={count(today?.cancelled)} />
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted">
          {t('screens.adminDashboard.revenueNote')}
        </Text>
      </Stack>

      <Stack as="section" aria-labelledby="dash-status" gap="3">
        <Heading as="h2" id="dash-status" size="lg">
          {t('screens.adminDashboard.byStatus')}
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          <Figure label={t('screens.orderCard.status.pending')} value={loadingOrders ? null : String(vm.pendingCount)} />
          <Figure label={t('screens.orderCard.status.accepted')} value={loadingOrders ? null : String(vm.acceptedCount)} />
          <Figure label={t('screens.adminDashboard.deliveredToday')} value={count(today?.delivered)} />
          <Figure label={t('screens.adminDashboard.cancelledToday')} value={count(today?.cancelled)} />
        </SimpleGrid>
      </Stack>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Card.Root as="section" aria-labelledby="dash-stock">
          <Card.Body gap="4">
            <Heading as="h2" id="dash-stock" size="lg">
              {t('screens.adminDashboard.stock')}
            </Heading>
            {vm.productsError && <InlineAlert status="error">{t(`messages.${vm.productsError}`)}</InlineAlert>}
            {vm.stock ? (
              <>
                <StockAlertList
                  id="dash-out"
                  title={t('screens.adminDashboard.outOfStock')}
                  alerts={vm.stock.out}
                  empty={t('screens.adminDashboard.noneOut')}
                  showSizes={false}
                />
                <StockAlertList
                  id="dash-low"
                  title={t('screens.adminDashboard.lowStock')}
                  alerts={vm.stock.low}
                  empty={t('screens.adminDashboard.noneLow')}
                  showSizes
                />
              </>
            ) : (
              !vm.productsError && <Text color="fg.muted">{t('common.loading')}</Text>
            )}
          </Card.Body>
        </Card.Root>
        <Card.Root as="section" aria-labelledby="dash-recent">
          <Card.Body gap="3">
            <Heading as="h2" id="dash-recent" size="lg">
              {t('screens.adminDashboard.recent')}
            </Heading>
            {loadingOrders ? <Text color="fg.muted">{t('common.loading')}</Text> : <RecentOrders orders={vm.recent} />}
          </Card.Body>
        </Card.Root>
      </SimpleGrid>

      <StoreSettingsSection />
    </Stack>
  );
});

export default AdminDashboardScreen;
