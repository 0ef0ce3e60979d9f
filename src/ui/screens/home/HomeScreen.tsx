import { Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../../app/useViewModel';
import { InlineAlert } from '../../shared/InlineAlert';
import { ProductGrid } from '../../components/product/ProductGrid';
import { ProductGridSkeleton } from '../../components/product/ProductGridSkeleton';
import { useCartMessageToasts } from '../../components/product/useCartMessageToasts';
import { GroupBrowser } from './components/GroupBrowser';
import { ProductRow } from './components/ProductRow';
import { SearchBox } from './components/SearchBox';
import { HomeViewModel } from './HomeViewModel';

/** / and /home: search, the shelves to browse, today's offers and new arrivals. */
const HomeScreen = observer(function HomeScreen() {
  const { t } = useTranslation();
  const vm = useViewModel(HomeViewModel);
  useCartMessageToasts(vm.cart);
  // The shelves render in a transition once the catalogue is in: React slices it, so a tap is not
  // held up behind some thirty cards (a MobX change alone renders at once, in one long task).
  const loaded = useDeferredValue(vm.status !== 'loading', false);
  if (vm.fault) throw vm.fault;

  const query = vm.query.trim();
  return (
    <Stack gap="6" px="3" py="4">
      <Heading as="h1" srOnly>
        {t('titles.home')}
      </Heading>
      {vm.closedToday !== null && (
        <InlineAlert status="warning">{t('messages.store.closedToday', { message: vm.closedToday })}</InlineAlert>
      )}
      <SearchBox value={vm.query} searching={vm.searching} onChange={vm.setQuery} onSubmit={() => void vm.search()} />
      {query !== '' ? (
        <Stack as="section" gap="3">
          <Heading as="h2" size="lg">
            {t('screens.home.resultsFor', { query })}
          </Heading>
          {/* A short announcement for screen readers, not the whole grid on every keystroke. */}
          <Text role="status" srOnly>
            {vm.results ? t('screens.home.resultCount', { count: vm.results.length }) : ''}
          </Text>
          {vm.searchError && <InlineAlert status="error">{t(`messages.${vm.searchError}`)}</InlineAlert>}
          {vm.results?.length === 0 ? (
            <Text color="fg.muted">{t('screens.home.noResults', { query })}</Text>
          ) : (
            <ProductGrid products={vm.results} cart={vm.cart} headingLevel="h3" label={t('screens.home.resultsFor', { query })} />
          )}
        </Stack>
      ) : !loaded || vm.status === 'loading' ? (
        <ProductGridSkeleton />
      ) : (
        <>
          <ProductRow title={t('screens.home.offers')} products={vm.offers} cart={vm.cart} eagerImages={3} />
          <Stack as="section" gap="3" aria-labelledby="home-shop-by-category">
            <Heading as="h2" size="lg" id="home-shop-by-category">
              {t('screens.home.shopByCategory')}
            </Heading>
            <GroupBrowser groups={vm.groups} subgroupsOf={(groupId) => vm.subgroupsOf(groupId)} />
          </Stack>
          <ProductRow title={t('screens.home.newArrivals')} products={vm.newArrivals} cart={vm.cart} />
        </>
      )}
    </Stack>
  );
});

export default HomeScreen;
