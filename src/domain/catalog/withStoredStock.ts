import type { Product } from './Product';
import type { ProductDraft } from './productDraft';

/**
 * An edited product's draft with the stock counts as stored now: the product's own count and each
 * size that is already stored (by label). Stock moves only through AdjustStock, checkouts and
 * cancellations, so a form opened before a sale never writes back an old count; a size the form
 * adds keeps the count typed for it.
 */
export function withStoredStock(draft: ProductDraft, stored: Product): ProductDraft {
  return {
    ...draft,
    available: stored.available,
    variants: draft.variants.map((size) => {
      const kept = stored.variants[size.label.trim()];
      return kept && !draft.loose_item ? { ...size, available: kept.available } : size;
    }),
  };
}
