import { useTranslation } from 'react-i18next';
import { MAX_LINE_QTY } from '../../../domain/cart/quantity';
import { focusableDisabled } from '../../shared/focusableDisabled';
import { MinusIcon, PlusIcon, TrashIcon } from './icons';
import { quantityStepperClass } from './quantityStepperStyles';

interface Props {
  qty: number;
  /** Names the buttons: 'Remove one Basmati Rice'. */
  name: string;
  onMinus(): void;
  onPlus(): void;
  busy?: boolean;
}

/**
 * Minus / quantity / plus with thumb-sized (44 px) buttons; the count is announced when it changes.
 * At 1 the minus removes the line (a bin icon). Plain elements with static classes
 * (quantityStepperStyles): a tap on Add to Cart draws it in place of the button. Its buttons take no
 * tap but keep focus (focusableDisabled) while a change is on its way (`busy`), and plus at the most
 * a line may hold.
 */
export function QuantityStepper({ qty, name, onMinus, onPlus, busy = false }: Props) {
  const { t } = useTranslation();
  const removesNow = qty <= 1;
  const atMost = qty >= MAX_LINE_QTY;
  return (
    <div className={quantityStepperClass.root}>
      <button
        type="button"
        className={quantityStepperClass.minus}
        aria-label={removesNow ? t('screens.shop.removeItem', { name }) : t('screens.shop.decrease', { name })}
        onClick={busy ? undefined : onMinus}
        {...focusableDisabled(busy)}
      >
        {removesNow ? <TrashIcon /> : <MinusIcon />}
      </button>
      <output className={quantityStepperClass.count} aria-live="polite" aria-label={t('screens.shop.inCart', { count: qty })}>
        {qty}
      </output>
      <button
        type="button"
        className={quantityStepperClass.plus}
        aria-label={t('screens.shop.increase', { name })}
        onClick={busy || atMost ? undefined : onPlus}
        {...focusableDisabled(busy || atMost)}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
