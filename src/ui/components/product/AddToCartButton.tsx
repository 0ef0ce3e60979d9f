import type { ReactNode } from 'react';
import { focusableDisabled } from '../../shared/focusableDisabled';
import { addToCartButtonClass } from './addToCartButtonStyles';

interface Props {
  children: ReactNode;
  onClick(): void;
  disabled?: boolean;
  /** A change that takes long: the button shows a spinner and takes no second tap, but keeps focus (focusableDisabled). */
  loading?: boolean;
  'aria-label'?: string;
}

/**
 * Add to Cart on a card and on the product page: a plain button with static classes
 * (addToCartButtonStyles), drawn as Chakra's lg solid Button is. A home page draws one per card, and
 * a tap swaps it with the stepper: a Chakra Button did its style work in each of those renders
 * (docs/BENCHMARK.md, issue 40).
 */
export function AddToCartButton({ children, onClick, disabled = false, loading = false, 'aria-label': label }: Props) {
  return (
    <button
      type="button"
      className={addToCartButtonClass.root}
      disabled={disabled}
      {...focusableDisabled(loading)}
      data-loading={loading ? '' : undefined}
      aria-label={label}
      onClick={loading ? undefined : onClick}
    >
      {loading ? (
        <>
          <span className={addToCartButtonClass.spinner} />
          <span className={addToCartButtonClass.label}>{children}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
