import { useId } from 'react';
import type { Product } from '../../../../domain/catalog/Product';
import type { CartActions } from '../../../components/product/CartActions';
import { ProductCard } from '../../../components/product/ProductCard';
import { useProgressiveCount } from '../../../components/product/useProgressiveCount';
import { homeScreenClass } from '../homeScreenStyles';
import { productRowClass } from './productRowStyles';

/** The cards a 360 px phone shows of a row, and the one it scrolls to first. */
const FIRST_CARDS = 3;

interface Props {
  title: string;
  products: readonly Product[];
  cart: CartActions;
  /** How many of the first cards load their picture at once: the top row's are the page's largest paint. */
  eagerImages?: number;
}

/** A titled row of product cards that scrolls sideways with the thumb. */
export function ProductRow({ title, products, cart, eagerImages = 0 }: Props) {
  const headingId = useId();
  const count = useProgressiveCount(products.length, FIRST_CARDS);
  if (products.length === 0) return null;
  return (
    <section className={productRowClass.root} aria-labelledby={headingId}>
      <h2 className={homeScreenClass.heading} id={headingId}>
        {title}
      </h2>
      <ul className={productRowClass.list} tabIndex={0} aria-labelledby={headingId}>
        {products.slice(0, count).map((product, i) => (
          <li key={`${product.group}/${product.subgroup}/${product.id}`} className={productRowClass.item}>
            <ProductCard product={product} cart={cart} eagerImage={i < eagerImages} />
          </li>
        ))}
      </ul>
    </section>
  );
}
