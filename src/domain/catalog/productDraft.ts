import { cleanText } from '../address/cleanText';
import type { ErrorParams } from '../shared/Result';
import type { Paise } from '../shared/Money';
import type { Millis } from '../shared/Timestamp';
import type { Product, Variant } from './Product';
import { parseVariantLabel } from './variantSize';

/** Longest product name (English or Hindi) kept; longer text is cut, like every short form field. */
export const MAX_PRODUCT_NAME_LENGTH = 100;
/** Longest description kept: several paragraphs, far beyond the 150 characters shown before 'Read More'. */
export const MAX_PRODUCT_ABOUT_LENGTH = 2000;

/** One size row of the admin upload form. */
export interface VariantDraft {
  label: string;
  price: Paise;
  mrp: Paise;
  available: number;
}

/** What the admin upload form submits; numbers already parsed, money in paise. */
export interface ProductDraft {
  name: string;
  nameHi?: string;
  about: string;
  aboutHi?: string;
  group: string;
  subgroup: string;
  imageData: string[];
  weight: string;
  price: Paise;
  mrp: Paise;
  wSale?: Paise;
  available: number;
  availableUnit: string;
  loose_item: boolean;
  variants: VariantDraft[];
}

export type ProductIssueCode =
  | 'product.nameRequired'
  | 'product.groupRequired'
  | 'product.subgroupRequired'
  | 'product.invalidPrice'
  | 'product.invalidMrp'
  | 'product.invalidStock'
  | 'product.priceAboveMrp'
  | 'product.variantLabelRequired';

/** A problem with one form field: 'name', 'price', 'variants.1.label', ... */
export interface ProductIssue {
  field: string;
  code: ProductIssueCode;
  params?: ErrorParams;
}

const isMoney = (n: number): boolean => Number.isFinite(n) && n >= 0;
const isCount = (n: number): boolean => Number.isInteger(n) && n >= 0;
/** Loose stock is a measure (2.5 kg), not a count. */
const isMeasure = (n: number): boolean => Number.isFinite(n) && n >= 0;

function priceIssues(prefix: string, price: number, mrp: number, confirmPriceAboveMrp: boolean): ProductIssue[] {
  const issues: ProductIssue[] = [];
  if (!isMoney(price)) issues.push({ field: `${prefix}price`, code: 'product.invalidPrice' });
  if (!isMoney(mrp)) issues.push({ field: `${prefix}mrp`, code: 'product.invalidMrp' });
  if (isMoney(price) && isMoney(mrp) && price > mrp && !confirmPriceAboveMrp) {
    issues.push({ field: `${prefix}price`, code: 'product.priceAboveMrp' });
  }
  return issues;
}

/**
 * Every problem with an upload, in form order (empty when it can be saved). Selling above MRP
 * is against the law in India, so it is allowed only when the admin confirms it explicitly.
 * With sizes, each size carries its own price (and, unless loose, its own stock). A photo is
 * not required: a new store may have no photo storage, and lists show a placeholder.
 */
export function validateProductDraft(draft: ProductDraft, confirmPriceAboveMrp: boolean): ProductIssue[] {
  const issues: ProductIssue[] = [];
  if (draft.name.trim() === '') issues.push({ field: 'name', code: 'product.nameRequired' });
  if (draft.group.trim() === '') issues.push({ field: 'group', code: 'product.groupRequired' });
  if (draft.subgroup.trim() === '') issues.push({ field: 'subgroup', code: 'product.subgroupRequired' });
  if (draft.variants.length === 0) issues.push(...priceIssues('', draft.price, draft.mrp, confirmPriceAboveMrp));
  if (draft.wSale !== undefined && !isMoney(draft.wSale)) issues.push({ field: 'wSale', code: 'product.invalidPrice' });
  if (draft.variants.length === 0 || draft.loose_item) {
    const stockOk = draft.loose_item ? isMeasure(draft.available) : isCount(draft.available);
    if (!stockOk) issues.push({ field: 'available', code: 'product.invalidStock' });
  }
  draft.variants.forEach((v, i) => {
    const prefix = `variants.${i}.`;
    if (v.label.trim() === '') issues.push({ field: `${prefix}label`, code: 'product.variantLabelRequired' });
    issues.push(...priceIssues(prefix, v.price, v.mrp, confirmPriceAboveMrp));
    if (!draft.loose_item && !isCount(v.available)) issues.push({ field: `${prefix}available`, code: 'product.invalidStock' });
  });
  return issues;
}

/**
 * The stored product for a valid draft. With sizes, the product's own price, mrp and weight are
 * those of the first size, so lists that show one price show a real one.
 */
export function productFromDraft(draft: ProductDraft, at: { id: string; now: Millis; createdAt?: Millis }): Product {
  const variants: Record<string, Variant> = {};
  for (const v of draft.variants) {
    const label = cleanText(v.label);
    variants[label] = { price: v.price, mrp: v.mrp, available: v.available, unit: parseVariantLabel(label).unit };
  }
  const first = draft.variants[0];
  const product: Product = {
    id: at.id,
    group: cleanText(draft.group),
    subgroup: cleanText(draft.subgroup),
    name: cleanText(draft.name, MAX_PRODUCT_NAME_LENGTH),
    about: cleanText(draft.about, MAX_PRODUCT_ABOUT_LENGTH),
    imageData: draft.imageData.filter((url) => url.trim() !== ''),
    weight: cleanText(first ? first.label : draft.weight),
    price: first ? first.price : draft.price,
    mrp: first ? first.mrp : draft.mrp,
    available: draft.available,
    availableUnit: cleanText(draft.availableUnit) || 'gram',
    loose_item: draft.loose_item,
    createdAt: at.createdAt ?? at.now,
    updatedAt: at.now,
    variants,
  };
  if (draft.nameHi?.trim()) product.nameHi = cleanText(draft.nameHi, MAX_PRODUCT_NAME_LENGTH);
  if (draft.aboutHi?.trim()) product.aboutHi = cleanText(draft.aboutHi, MAX_PRODUCT_ABOUT_LENGTH);
  if (draft.wSale !== undefined) product.wSale = draft.wSale;
  return product;
}
