import { inject, injectable } from 'inversify';
import type { Product, ProductRef } from '../../domain/catalog/Product';
import { ProductRepositoryToken, type ProductRepository } from '../ports/ProductRepository';

/** docs/SPEC.md 'Calls made', 'Business constants and limits': fetch the subgroup's 6 newest, leave out the current product, show 4. */
export const RELATED_FETCH = 6;
export const RELATED_SHOWN = 4;

/** 'You might also like': other recent products of the same subgroup. */
@injectable()
export class GetRelatedProducts {
  constructor(@inject(ProductRepositoryToken) private readonly products: ProductRepository) {}

  async execute(ref: ProductRef): Promise<Product[]> {
    const newest = await this.products.listNewestInSubgroup(ref.group, ref.subgroup, RELATED_FETCH);
    return newest.filter((p) => p.id !== ref.id).slice(0, RELATED_SHOWN);
  }
}
