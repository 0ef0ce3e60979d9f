import type { Product } from './Product';
import { searchForms } from './searchSynonyms';
import { normaliseSearchText } from './searchText';
import { compareNames } from '../shared/compareNames';

/** How well a word of the query matches one field: whole word 3, start of a word 2, none 0. */
function fieldScore(haystack: string, forms: readonly string[]): number {
  let best = 0;
  for (const form of forms) {
    if (` ${haystack} `.includes(` ${form} `)) return 3;
    if (` ${haystack}`.includes(` ${form}`)) best = 2;
  }
  return best;
}

/**
 * Products matching every word of the query in the English name, the Hindi name or the
 * group/subgroup ids, best first (name matches before group matches, whole words before
 * prefixes, then by name). 'aata', 'atta', 'flour' and 'आटा' all find the same atta.
 */
export function searchProducts(products: readonly Product[], query: string, limit: number): Product[] {
  const words = normaliseSearchText(query)
    .split(' ')
    .filter((w) => w !== '');
  if (words.length === 0 || limit <= 0) return [];
  const scored: { product: Product; score: number }[] = [];
  for (const product of products) {
    const names = normaliseSearchText(`${product.name} ${product.nameHi ?? ''}`);
    const place = normaliseSearchText(`${product.group} ${product.subgroup}`);
    let score = 0;
    for (const word of words) {
      const forms = searchForms(word);
      const s = Math.max(fieldScore(names, forms) * 2, fieldScore(place, forms));
      if (s === 0) {
        score = 0;
        break;
      }
      score += s;
    }
    if (score > 0) scored.push({ product, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || compareNames(a.product.name, b.product.name))
    .slice(0, limit)
    .map((s) => s.product);
}
