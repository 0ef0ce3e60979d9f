import { inject, injectable } from 'inversify';
import type { ProductRef } from '../../domain/catalog/Product';
import { withStoredStock } from '../../domain/catalog/withStoredStock';
import { ProductRepositoryToken, type ProductRepository } from '../ports/ProductRepository';
import { SaveProduct, type SaveProductInput, type SaveProductResult } from './SaveProduct';

export type SaveProductDetailsInput = Omit<SaveProductInput, 'id'> & {
  /** The stored product the form is editing (where it was, should the form move it); none for a new product. */
  editing?: ProductRef | null;
};

/**
 * The product form's save: details, prices, sizes and photos through SaveProduct, with the stock
 * counts of a stored product as they are now (withStoredStock). The CSV import calls SaveProduct
 * itself, since its file sets stock counts on purpose.
 */
@injectable()
export class SaveProductDetails {
  constructor(
    @inject(ProductRepositoryToken) private readonly products: ProductRepository,
    @inject(SaveProduct) private readonly saveProduct: SaveProduct,
  ) {}

  async execute({ editing, ...input }: SaveProductDetailsInput): Promise<SaveProductResult> {
    if (!editing) return this.saveProduct.execute(input);
    // A failed read leaves the form's counts: SaveProduct then answers for the storage itself.
    const stored = await this.products.get(editing).catch(() => null);
    const draft = stored ? withStoredStock(input.draft, stored) : input.draft;
    return this.saveProduct.execute({ ...input, draft, id: editing.id });
  }
}
