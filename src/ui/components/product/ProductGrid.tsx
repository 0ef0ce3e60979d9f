import { Grid } from '@chakra-ui/react';
import { useDeferredValue } from 'react';
import type { Product } from '../../../domain/catalog/Product';
import type { CartActions } from './CartActions';
import { ProductCard } from './ProductCard';
import { ProductGridSkeleton } from './ProductGridSkeleton';
import { useProgressiveCount } from './useProgressiveCount';

interface Props {
  /** Null while the list is on its way: the skeleton shows, and the same one stays until the cards are ready. */
  products: readonly Product[] | null;
  cart: CartActions;
  headingLevel?: 'h2' | 'h3';
  label?: string;
}

const NOTHING_YET: readonly Product[] = [];
/** Two rows on a phone: the skeleton's cards, then the first commit's. */
const FIRST_CARDS = 6;

/** Two cards a row on a 360 px phone, more on wider screens. */
export function ProductGrid({ products, cart, headingLevel, label }: Props) {
  // A new list renders in a transition, under its skeleton until then: React slices it, so a tap is
  // not held up behind twenty cards (a MobX change alone renders at once, in one long task).
  const shown = useDeferredValue(products ?? NOTHING_YET, NOTHING_YET);
  const count = useProgressiveCount(shown.length, FIRST_CARDS);
  if (!products || shown === NOTHING_YET) return <ProductGridSkeleton count={Math.min(products?.length ?? FIRST_CARDS, FIRST_CARDS)} />;
  return (
    <Grid
      as="ul"
      aria-label={label}
      listStyleType="none"
      templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' }}
      gap="3"
    >
      {shown.slice(0, count).map((product, i) => (
        <li key={`${product.group}/${product.subgroup}/${product.id}`}>
          <ProductCard product={product} cart={cart} headingLevel={headingLevel} eagerImage={i < 2} />
        </li>
      ))}
    </Grid>
  );
}
