import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../../app/SessionContext';
import { CartIcon } from '../../../components/product/icons';
import type { ProductViewModel } from '../ProductViewModel';
import { BuyControls } from './BuyControls';
import { mobileBuyBarClass as bar } from './mobileBuyBarStyles';

/**
 * Phones: Add to Cart (or the stepper) and the cart with its count, stuck just above the app's
 * bottom navigation so they stay under the thumb while the page scrolls. Plain elements with static
 * classes (mobileBuyBarStyles): it is drawn in the render that paints the product's photo.
 */
export const MobileBuyBar = observer(function MobileBuyBar({ vm, name }: { vm: ProductViewModel; name: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const count = session.cartCount;
  return (
    <div className={bar.root}>
      <div className={bar.row}>
        <div className={bar.cart}>
          <RouterLink to="/cart" className={bar.cartLink} aria-label={t('nav.cart', { count })}>
            <CartIcon />
          </RouterLink>
          {count > 0 && (
            <span className={bar.count} aria-hidden="true">
              {count}
            </span>
          )}
        </div>
        <BuyControls vm={vm} name={name} />
      </div>
    </div>
  );
});
