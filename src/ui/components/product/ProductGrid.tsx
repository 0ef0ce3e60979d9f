import { Grid } from '@chakra-ui/react';
import type { Product } from '../../../domain/catalog/Product';
import type { CartActions } from './CartActions';
import { ProductCard } from './ProductCard';

interface Props {
  products: readonly Product[];
  cart: CartActions;
  headingLevel?: 'h2' | 'h3';
  label?: string;
}

/** Two cards a row on a 360 px phone, more on wider screens. */
export function ProductGrid({ products, cart, headingLevel, label }: Props) {
  return (
    <Grid
      as="ul"
      aria-label={label}
      listStyleType="none"
      templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' }}
      gap="3"
    >
      {products.map((product, i) => (
        <li key={`${product.group}/${product.subgroup}/${product.id}`}>
          <ProductCard product={product} cart={cart} headingLevel={headingLevel} eagerImage={i < 2} />
        </li>
      ))}
    </Grid>
  );
}
