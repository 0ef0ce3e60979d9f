import { useTranslation } from 'react-i18next';
import { CartIcon } from '../../../components/product/icons';
import { EmptyState } from '../../../shared/EmptyState';

/** Nothing in the cart: say so and lead back to the shop. */
export function EmptyCart() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<CartIcon width="3em" height="3em" />}
      title={t('screens.cart.empty')}
      hint={t('screens.cart.emptyHint')}
      actionLabel={t('screens.cart.startShopping')}
      to="/"
      py="10"
    />
  );
}
