import { actionBound, computed, makeObservable, observable } from 'mobx';
import type { Product, ProductRef } from '../../../domain/catalog/Product';
import type { ProductDraft, ProductIssue, ProductIssueCode } from '../../../domain/catalog/productDraft';
import { parseVariantLabel } from '../../../domain/catalog/variantSize';
import { parseAmount, parseRupees, rupeesText } from './moneyInput';

export interface VariantRow {
  /** Stable React key; rows move when one above is removed. */
  key: number;
  label: string;
  price: string;
  mrp: string;
  available: string;
  /** The size exists in the stored product: its stock is changed in the Stock section. */
  stored: boolean;
}

export type TextField = 'name' | 'nameHi' | 'about' | 'aboutHi' | 'weight' | 'price' | 'mrp' | 'wSale' | 'available' | 'availableUnit';
export type NewPlaceField = 'newGroupName' | 'newGroupNameHi' | 'newSubgroupName' | 'newSubgroupNameHi';

/** Units the stock of a product is counted in. */
export const STOCK_UNITS = ['piece', 'gram', 'kg', 'ml', 'l'] as const;

/** An id for a new group or subgroup from its name: 'Cattle Feed' -> 'cattle_feed', 'पशु आहार' -> 'पशु_आहार'. */
export const placeIdFrom = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');

/**
 * The upload form's fields as typed (strings), so a half-typed price is never lost or
 * reformatted under the admin's thumb; toDraft() turns them into the domain's ProductDraft.
 */
export class ProductFormModel {
  editing: ProductRef | null = null;
  group = '';
  newGroup = false;
  newGroupName = '';
  newGroupNameHi = '';
  subgroup = '';
  newSubgroup = false;
  newSubgroupName = '';
  newSubgroupNameHi = '';
  name = '';
  nameHi = '';
  about = '';
  aboutHi = '';
  images: string[] = [];
  weight = '';
  price = '';
  mrp = '';
  wSale = '';
  available = '';
  availableUnit = 'piece';
  loose = false;
  variants: VariantRow[] = [];
  /** Problems by field ('name', 'variants.1.price'), as codes. */
  errors: Record<string, ProductIssueCode> = {};

  private nextKey = 1;

  constructor() {
    makeObservable<this, 'clearError' | 'clear'>(this, {
      editing: observable,
      group: observable,
      newGroup: observable,
      newGroupName: observable,
      newGroupNameHi: observable,
      subgroup: observable,
      newSubgroup: observable,
      newSubgroupName: observable,
      newSubgroupNameHi: observable,
      name: observable,
      nameHi: observable,
      about: observable,
      aboutHi: observable,
      images: observable,
      weight: observable,
      price: observable,
      mrp: observable,
      wSale: observable,
      available: observable,
      availableUnit: observable,
      loose: observable,
      variants: observable,
      errors: observable,
      isEditing: computed,
      groupId: computed,
      subgroupId: computed,
      setText: actionBound,
      chooseGroup: actionBound,
      chooseSubgroup: actionBound,
      setLoose: actionBound,
      addImage: actionBound,
      removeImage: actionBound,
      addVariant: actionBound,
      removeVariant: actionBound,
      setVariant: actionBound,
      showIssues: actionBound,
      startNew: actionBound,
      load: actionBound,
      clearError: actionBound,
      clear: actionBound,
    });
  }

  get isEditing(): boolean {
    return this.editing !== null;
  }

  /** The group id the product goes under: the chosen one, or one made from the new group's name. */
  get groupId(): string {
    return this.newGroup ? placeIdFrom(this.newGroupName) : this.group;
  }

  get subgroupId(): string {
    return this.newSubgroup || this.newGroup ? placeIdFrom(this.newSubgroupName) : this.subgroup;
  }

  setText(field: TextField | NewPlaceField, value: string): void {
    this[field] = value;
    this.clearError(field === 'newGroupName' ? 'group' : field === 'newSubgroupName' ? 'subgroup' : field);
  }

  /** Picks an existing group, or '' for a new one; the subgroup choice starts again. */
  chooseGroup(id: string, isNew: boolean): void {
    this.group = isNew ? '' : id;
    this.newGroup = isNew;
    this.subgroup = '';
    this.newSubgroup = isNew;
    this.clearError('group');
  }

  chooseSubgroup(id: string, isNew: boolean): void {
    this.subgroup = isNew ? '' : id;
    this.newSubgroup = isNew;
    this.clearError('subgroup');
  }

  setLoose(loose: boolean): void {
    this.loose = loose;
    if (loose && this.availableUnit === 'piece') this.availableUnit = 'kg';
  }

  addImage(url: string): void {
    this.images.push(url);
  }

  removeImage(index: number): void {
    this.images.splice(index, 1);
  }

  addVariant(): void {
    this.variants.push({ key: this.nextKey++, label: '', price: '', mrp: '', available: '', stored: false });
  }

  removeVariant(key: number): void {
    this.variants = this.variants.filter((v) => v.key !== key);
    // Problems are stored by row position, which has just changed.
    this.errors = Object.fromEntries(Object.entries(this.errors).filter(([field]) => !field.startsWith('variants.')));
  }

  setVariant(key: number, field: 'label' | 'price' | 'mrp' | 'available', value: string): void {
    const index = this.variants.findIndex((v) => v.key === key);
    const row = this.variants[index];
    if (!row) return;
    row[field] = value;
    this.clearError(`variants.${index}.${field}`);
  }

  /** The unit a size is sold in, read from its label ('500g' -> g). */
  unitOf(label: string): string {
    return label.trim() ? parseVariantLabel(label).unit : '';
  }

  errorOf(field: string): ProductIssueCode | null {
    return this.errors[field] ?? null;
  }

  /** Shows each field's first problem. */
  showIssues(issues: readonly ProductIssue[]): void {
    const errors: Record<string, ProductIssueCode> = {};
    for (const issue of issues) errors[issue.field] ??= issue.code;
    this.errors = errors;
  }

  /** A blank form for a new product, keeping the group and subgroup for the next one of the same shelf. */
  startNew(): void {
    const { group, subgroup } = this.editing ?? { group: this.groupId, subgroup: this.subgroupId };
    this.clear();
    this.group = group;
    this.subgroup = subgroup;
  }

  /** Fills the form from a stored product for editing. */
  load(product: Product): void {
    this.clear();
    this.editing = { group: product.group, subgroup: product.subgroup, id: product.id };
    this.group = product.group;
    this.subgroup = product.subgroup;
    this.name = product.name;
    this.nameHi = product.nameHi ?? '';
    this.about = product.about;
    this.aboutHi = product.aboutHi ?? '';
    this.images = [...product.imageData];
    this.weight = product.weight;
    this.price = rupeesText(product.price);
    this.mrp = rupeesText(product.mrp);
    this.wSale = rupeesText(product.wSale);
    this.available = String(product.available);
    this.availableUnit = product.availableUnit;
    this.loose = product.loose_item;
    this.variants = Object.entries(product.variants).map(([label, v]) => ({
      key: this.nextKey++,
      label,
      price: rupeesText(v.price),
      mrp: rupeesText(v.mrp),
      available: String(v.available),
      stored: true,
    }));
  }

  /** The typed values as the domain's draft (money in paise; blanks as NaN for the rules to report). */
  toDraft(): ProductDraft {
    const draft: ProductDraft = {
      name: this.name,
      about: this.about,
      group: this.groupId,
      subgroup: this.subgroupId,
      imageData: [...this.images],
      weight: this.weight,
      price: parseRupees(this.price),
      mrp: parseRupees(this.mrp),
      available: parseAmount(this.available),
      availableUnit: this.availableUnit,
      loose_item: this.loose,
      variants: this.variants.map((v) => ({
        label: v.label,
        price: parseRupees(v.price),
        mrp: parseRupees(v.mrp),
        // Counted sizes keep their own stock; the packs of a loose item draw on the product's.
        available: this.loose ? 0 : parseAmount(v.available),
      })),
    };
    // A product sold only in sizes keeps no stock of its own.
    if (!this.loose && this.variants.length > 0 && this.available.trim() === '') draft.available = 0;
    if (this.nameHi.trim()) draft.nameHi = this.nameHi;
    if (this.aboutHi.trim()) draft.aboutHi = this.aboutHi;
    if (this.wSale.trim()) draft.wSale = parseRupees(this.wSale);
    return draft;
  }

  private clearError(field: string): void {
    if (field in this.errors) {
      const { [field]: _gone, ...rest } = this.errors;
      this.errors = rest;
    }
  }

  private clear(): void {
    this.editing = null;
    this.group = '';
    this.newGroup = false;
    this.newGroupName = '';
    this.newGroupNameHi = '';
    this.subgroup = '';
    this.newSubgroup = false;
    this.newSubgroupName = '';
    this.newSubgroupNameHi = '';
    this.name = '';
    this.nameHi = '';
    this.about = '';
    this.aboutHi = '';
    this.images = [];
    this.weight = '';
    this.price = '';
    this.mrp = '';
    this.wSale = '';
    this.available = '';
    this.availableUnit = 'piece';
    this.loose = false;
    this.variants = [];
    this.errors = {};
  }
}
