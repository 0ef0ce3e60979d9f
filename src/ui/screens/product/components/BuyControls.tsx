import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '../../../shared/InlineAlert';
import { AddToCartButton } from '../../../components/product/AddToCartButton';
import { FocusHandover } from '../../../components/product/FocusHandover';
import { QuantityStepper } from '../../../components/product/QuantityStepper';
import type { ProductViewModel } from '../ProductViewModel';
import { productScreenClass } from '../productScreenStyles';

/**
 * The last cart message (clamped, offline, out of stock...) above Add to Cart, which becomes
 * minus / quantity / plus once this size is in the cart. The message sits by the buttons so
 * it is seen where the thumb is, on the phone's bottom bar as on a desktop.
 */
export const BuyControls = observer(function BuyControls({ vm, name }: { vm: ProductViewModel; name: string }) {
  const { t } = useTranslation();
  const message = vm.cart.message;
  const soldOut = vm.stock <= 0;
  const handover = useRef(false);
  return (
    <div className={productScreenClass.buy}>
      {/* Login leaves the page (a toast says why); offline has its own notice above the offline screen. */}
      {message && message.code !== 'cart.loginRequired' && message.code !== 'cart.offline' && (
        <InlineAlert status={message.tone}>{t(`messages.${message.code}`, message.params ?? {})}</InlineAlert>
      )}
      {vm.qtyInCart > 0 ? (
        <FocusHandover key="stepper" handover={handover}>
          <QuantityStepper qty={vm.qtyInCart} name={name} busy={vm.busy} onMinus={() => void vm.minus()} onPlus={() => void vm.plus()} />
        </FocusHandover>
      ) : (
        <FocusHandover key="add" handover={handover}>
          <AddToCartButton disabled={soldOut && vm.selected !== null} loading={vm.busy} onClick={() => void vm.add()}>
            {soldOut && vm.selected !== null ? t('screens.shop.outOfStock') : t('screens.shop.addToCart')}
          </AddToCartButton>
        </FocusHandover>
      )}
    </div>
  );
});
