import type { CartLine } from '../../../domain/cart/CartLine';
import { paiseToRupees } from '../../../domain/shared/Money';
import { productPath } from './productPath';

/**
 * One entry of incart/{uid}.items in the shape of docs/SPEC.md 'Entities and their fields'. `toRef` turns the product path
 * into the DocumentReference the old app stored, keeping this function free of a database handle.
 */
export function cartLineToDoc(line: CartLine, store: string, toRef: (path: string) => unknown): Record<string, unknown> {
  return {
    ref: toRef(productPath(store, line.ref)),
    qty: line.qty,
    weight: line.weight,
    price: paiseToRupees(line.price),
    mrp: paiseToRupees(line.mrp),
    hasVariants: line.hasVariants,
    loose_item: line.loose_item,
    variantUnit: line.variantUnit,
    name: line.name,
    ...(line.nameHi === undefined ? {} : { nameHi: line.nameHi }),
    ...(line.image === undefined ? {} : { image: line.image }),
  };
}
