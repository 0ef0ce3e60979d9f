import { Box, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useOnline } from '../../app/useOnline';
import { OfflineNotice } from '../../shared/OfflineNotice';
import { useViewModel } from '../../app/useViewModel';
import { PriceBlock } from '../../components/product/PriceBlock';
import { ProductGrid } from '../../components/product/ProductGrid';
import { useLocalName } from '../../components/product/useLocalName';
import { useNotify } from '../../shared/NotifyContext';
import { useIsLargeScreen } from '../../shared/useIsLargeScreen';
import { AboutProduct } from './components/AboutProduct';
import { BuyControls } from './components/BuyControls';
import { ImageCarousel } from './components/ImageCarousel';
import { MobileBuyBar } from './components/MobileBuyBar';
import { ProductBreadcrumb } from './components/ProductBreadcrumb';
import { ProductNotFound } from './components/ProductNotFound';
import { ShareButton } from './components/ShareButton';
import { SizeSelect } from './components/SizeSelect';
import { ProductViewModel } from './ProductViewModel';

/** /product/:group/:subgroup/:productId — the product detail screen of docs/SPEC.md 'Screens and routes'. */
const ProductScreen = observer(function ProductScreen() {
  const { t, i18n } = useTranslation();
  const nameOf = useLocalName();
  const { group = '', subgroup = '', productId = '' } = useParams();
  const vm = useViewModel(ProductViewModel);
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const large = useIsLargeScreen();
  useEffect(() => vm.load({ group, subgroup, id: productId }), [vm, group, subgroup, productId]);
  // docs/SPEC.md 'Validation rules': adding while signed out says so, then goes to the login page.
  const loginRequired = vm.cart.loginRequired;
  useEffect(() => {
    if (!loginRequired) return;
    notify.error('cart.loginRequired');
    navigate('/login', { state: { from: location.pathname } });
  }, [loginRequired, notify, navigate, location.pathname]);

  const offlineNotice = vm.cart.message?.code === 'cart.offline';
  const online = useOnline();
  // Back online, the offline notice has said its piece.
  useEffect(() => {
    if (online && offlineNotice) vm.cart.clearMessage();
  }, [online, offlineNotice, vm]);

  // The page renders in a transition once the product is in: React slices it, so a tap is not held
  // up behind it (a MobX change alone renders at once, in one long task).
  const loaded = useDeferredValue(vm.status !== 'loading', false);

  if (vm.status === 'notFound') return <ProductNotFound />;
  const product = vm.product;
  // The first photo is the page's largest paint: asked for as soon as the product is known, not when
  // the deferred render below commits, which in Firebase mode came after the reads' answers
  // (docs/BENCHMARK.md, issue 40). A photo kept inline (data:) is already here.
  const firstPhoto = product?.imageData[0];
  if (firstPhoto && !firstPhoto.startsWith('data:')) preload(firstPhoto, { as: 'image', fetchPriority: 'high' });
  if (!loaded || vm.status === 'loading' || !product) {
    return (
      <Stack gap="4" px="3" py="4" role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Heading as="h1" srOnly>
          {t('titles.product')}
        </Heading>
        <Skeleton h="6" w="60%" />
        <Skeleton aspectRatio="1" maxW="md" />
        <Skeleton h="8" w="80%" />
        <Skeleton h="11" />
      </Stack>
    );
  }

  const name = nameOf(product);
  const about = (i18n.language === 'hi' && product.aboutHi) || product.about;
  return (
    <Stack gap="5" px="3" py="3">
      <HStack justify="space-between" align="center" gap="2">
        <ProductBreadcrumb group={product.group} name={name} />
        <Box flexShrink={0}>
          <ShareButton title={name} />
        </Box>
      </HStack>
      <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap={{ base: '4', md: '8' }} alignItems="start">
        {/* On a phone the photo leaves room for the name and price above the buy bar. */}
        <Box maxW={{ base: '64', md: 'none' }} mx="auto" w="full">
          <ImageCarousel
            images={vm.images}
            index={vm.imageIndex}
            name={name}
            percentOff={vm.percentOff}
            onPrevious={vm.previousImage}
            onNext={vm.nextImage}
            onShow={vm.showImage}
          />
        </Box>
        <Stack gap="3">
          <Heading as="h1" size="2xl" lineHeight="short">
            {name}
          </Heading>
          <Text color="fg.muted">{t('screens.product.netQty', { size: vm.selected ?? product.weight })}</Text>
          <PriceBlock price={vm.price.price} mrp={vm.price.mrp} size="lg" />
          {vm.hasSizes && <SizeSelect sizes={vm.sizes} selected={vm.selected} onSelect={vm.select} />}
          <Text fontWeight="semibold" color={vm.stock > 0 ? 'green.700' : 'red.700'}>
            {vm.stock > 0 ? t('screens.product.left', { n: vm.stock }) : t('screens.shop.outOfStock')}
          </Text>
          {large && <BuyControls vm={vm} name={name} />}
        </Stack>
      </Grid>
      <AboutProduct text={about} expanded={vm.aboutExpanded} onToggle={vm.toggleAbout} />
      {vm.related.length > 0 && (
        <Stack as="section" gap="3" aria-labelledby="product-related">
          <Heading as="h2" size="lg" id="product-related">
            {t('screens.product.related')}
          </Heading>
          <ProductGrid products={vm.related} cart={vm.cart} headingLevel="h3" label={t('screens.product.related')} />
        </Stack>
      )}
      {!large && <MobileBuyBar vm={vm} name={name} />}
      {offlineNotice && <OfflineNotice code="cart.offline" onClose={vm.cart.clearMessage} />}
    </Stack>
  );
});

export default ProductScreen;
