import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import { faultCode } from '../../../application/shared/faultCode';
import { GetProduct } from '../../../application/catalog/GetProduct';
import { ListAllProducts } from '../../../application/catalog/ListAllProducts';
import { ListGroups } from '../../../application/catalog/ListGroups';
import { ListSubgroups } from '../../../application/catalog/ListSubgroups';
import type { SaveProductFailure } from '../../../application/catalog/SaveProduct';
import { ShopCommandsToken, type ShopCommands } from '../../../application/ports/ShopCommands';
import { UploadProductImage } from '../../../application/catalog/UploadProductImage';
import { checkImageUrl, type ImageUrlErrorCode } from '../../../domain/catalog/checkImageUrl';
import type { Group, Product, ProductRef, Subgroup } from '../../../domain/catalog/Product';
import { hasVariants } from '../../../domain/catalog/stock';
import type { ErrorCode } from '../../../domain/shared/ErrorCode';
import type { DomainError, Result } from '../../../domain/shared/Result';
import type { ViewModel } from '../../app/useViewModel';
import { CanvasImageResizer } from './CanvasImageResizer';
import { checkImageFile, MAX_IMAGE_SIDE } from './imageRules';
import { parseAmount } from './moneyInput';
import { ProductFormModel } from './ProductFormModel';

/** One stock counter of the product being edited: its own (variant null) or a size's. */
export interface StockSlot {
  variant: string | null;
  current: number;
  unit: string;
}

const MATCHES_SHOWN = 8;

const slotKey = (variant: string | null): string => variant ?? '';

const sameRef = (a: ProductRef, b: ProductRef): boolean => a.group === b.group && a.subgroup === b.subgroup && a.id === b.id;

/**
 * /adminupload: create and edit products with the domain's rules, upload photos (checked, then
 * resized in the browser) or add photo links when the store has no photo storage, and set stock
 * counts. The form's own stock boxes are for new
 * products and new sizes; stored stock changes only through AdjustStock, so a save never
 * writes back a count that checkouts have moved on since the form was opened.
 */
@injectable('Transient')
export class AdminUploadViewModel implements ViewModel {
  readonly form = new ProductFormModel();
  products: Product[] | null = null;
  groups: Group[] = [];
  subgroups: Record<string, Subgroup[]> = {};
  loadError: ErrorCode | null = null;
  pickerQuery = '';
  saving = false;
  /** Save was refused only because a price is above MRP: the dialog asks to confirm. */
  confirmingPrice = false;
  saveError: DomainError<ErrorCode> | null = null;
  uploading = 0;
  imageError: DomainError<ErrorCode> | null = null;
  /** A photo link as typed, before it is added to the product's photos. */
  imageUrlInput = '';
  imageUrlError: DomainError<ErrorCode> | null = null;
  /** An upload found no Storage behind the configuration (a bucket named but never created): no more uploads this visit. */
  storageRefused = false;
  stockInputs: Record<string, string> = {};
  stockBusy: string | null = null;

  constructor(
    @inject(ListAllProducts) private readonly listProducts: ListAllProducts,
    @inject(ListGroups) private readonly listGroups: ListGroups,
    @inject(ListSubgroups) private readonly listSubgroups: ListSubgroups,
    @inject(GetProduct) private readonly getProduct: GetProduct,
    @inject(ShopCommandsToken) private readonly commands: ShopCommands,
    @inject(UploadProductImage) private readonly images: UploadProductImage,
    @inject(CanvasImageResizer) private readonly resizer: CanvasImageResizer,
  ) {
    makeObservable<this, 'fail' | 'replaceProduct'>(this, {
      products: observable,
      groups: observable,
      subgroups: observable,
      loadError: observable,
      pickerQuery: observable,
      saving: observable,
      confirmingPrice: observable,
      saveError: observable,
      uploading: observable,
      imageError: observable,
      imageUrlInput: observable,
      imageUrlError: observable,
      storageRefused: observable,
      stockInputs: observable,
      stockBusy: observable,
      subgroupsOfChoice: computed,
      matches: computed,
      editingProduct: computed,
      stockSlots: computed,
      uploadsAvailable: computed,
      mount: actionBound,
      loadCatalogue: actionBound,
      setPickerQuery: actionBound,
      openProduct: actionBound,
      startNew: actionBound,
      setStockInput: actionBound,
      saveStock: actionBound,
      setImageUrlInput: actionBound,
      addImageUrl: actionBound,
      addImages: actionBound,
      save: actionBound,
      dismissPriceConfirm: actionBound,
      fail: actionBound,
      replaceProduct: actionBound,
    });
  }

  mount(): Promise<void> {
    return this.loadCatalogue();
  }

  /** Products, groups and every group's subgroups. */
  async loadCatalogue(): Promise<void> {
    try {
      const [products, groups] = await Promise.all([this.listProducts.execute(), this.listGroups.execute()]);
      const lists = await Promise.all(groups.map((g) => this.listSubgroups.execute(g.id)));
      runInAction(() => {
        this.products = products;
        this.groups = groups;
        this.subgroups = Object.fromEntries(groups.map((g, i) => [g.id, lists[i] ?? []]));
        this.loadError = null;
      });
    } catch (error) {
      runInAction(() => {
        this.loadError = faultCode(error);
        this.products ??= [];
      });
    }
  }

  /** Subgroups of the group chosen in the form. */
  get subgroupsOfChoice(): Subgroup[] {
    return this.subgroups[this.form.group] ?? [];
  }

  /** Products whose name (English or Hindi) contains the picker's text. */
  get matches(): Product[] {
    const query = this.pickerQuery.trim().toLocaleLowerCase('en-IN');
    if (!query) return [];
    return (this.products ?? [])
      .filter((p) => p.name.toLocaleLowerCase('en-IN').includes(query) || (p.nameHi ?? '').includes(query) || p.id === query)
      .slice(0, MATCHES_SHOWN);
  }

  setPickerQuery(query: string): void {
    this.pickerQuery = query;
  }

  /** Loads a product into the form for editing; false when it no longer exists. */
  async openProduct(ref: ProductRef): Promise<boolean> {
    const product = await this.getProduct.execute(ref).catch(() => null);
    runInAction(() => {
      this.saveError = product ? null : { code: 'checkout.productMissing' };
      if (!product) return;
      this.form.load(product);
      this.replaceProduct(product);
      this.pickerQuery = '';
      this.stockInputs = {};
    });
    return product !== null;
  }

  startNew(): void {
    this.form.startNew();
    this.saveError = null;
    this.imageError = null;
    this.setImageUrlInput('');
    this.stockInputs = {};
  }

  /** The stored product the form is editing, as last read. */
  get editingProduct(): Product | null {
    const ref = this.form.editing;
    return ref ? ((this.products ?? []).find((p) => sameRef(p, ref)) ?? null) : null;
  }

  /** The stock counters of the product being edited. */
  get stockSlots(): StockSlot[] {
    const product = this.editingProduct;
    if (!product) return [];
    if (product.loose_item || !hasVariants(product)) return [{ variant: null, current: product.available, unit: product.availableUnit }];
    return Object.entries(product.variants).map(([label, v]) => ({ variant: label, current: v.available, unit: v.unit }));
  }

  stockInput(variant: string | null): string {
    return this.stockInputs[slotKey(variant)] ?? '';
  }

  setStockInput(variant: string | null, value: string): void {
    this.stockInputs[slotKey(variant)] = value;
  }

  /** Sets one stock counter of the edited product to the typed count. */
  async saveStock(variant: string | null): Promise<Result<{ code: 'product.stockUpdated' }, ErrorCode> | null> {
    const ref = this.form.editing;
    const key = slotKey(variant);
    if (!ref || this.stockBusy !== null) return null;
    this.stockBusy = key;
    const result = await this.commands.adjustStock({ ref, variant, available: parseAmount(this.stockInput(variant)) });
    const fresh = result.ok ? await this.getProduct.execute(ref).catch(() => null) : null;
    runInAction(() => {
      this.stockBusy = null;
      if (!result.ok) return;
      delete this.stockInputs[key];
      if (fresh) this.replaceProduct(fresh);
    });
    return result.ok ? { ok: true, value: { code: 'product.stockUpdated' } } : result;
  }

  /** Whether photos can be uploaded here; without, the form takes photo links only and says why. */
  get uploadsAvailable(): boolean {
    return this.images.available && !this.storageRefused;
  }

  setImageUrlInput(text: string): void {
    this.imageUrlInput = text;
    this.imageUrlError = null;
  }

  /** Adds the typed link to the product's photos; refused, with the reason under the box, when it is not an https link. */
  addImageUrl(): Result<string, ImageUrlErrorCode> {
    const checked = checkImageUrl(this.imageUrlInput);
    if (checked.ok) {
      this.form.addImage(checked.value);
      this.imageUrlInput = '';
    } else {
      this.imageUrlError = checked.error;
    }
    return checked;
  }

  /** Checks each picked photo, shrinks it and uploads it; the form gets the URLs of those that made it. */
  async addImages(files: readonly File[]): Promise<void> {
    this.imageError = null;
    for (const file of files) {
      const allowed = checkImageFile(file);
      if (!allowed.ok) {
        this.imageError = allowed.error;
        continue;
      }
      this.uploading += 1;
      try {
        const resized = await this.resizer.resize(file, MAX_IMAGE_SIDE).catch(() => null);
        if (!resized) {
          runInAction(() => (this.imageError = { code: 'image.badType' }));
          continue;
        }
        const uploaded = await this.images.execute({ group: this.form.groupId, subgroup: this.form.subgroupId, image: resized.blob });
        runInAction(() => {
          if (uploaded.ok) this.form.addImage(uploaded.value);
          // The form then shows why uploads are off in place of the Add photos button.
          else if (uploaded.error.code === 'image.storageUnavailable') this.storageRefused = true;
          else this.imageError = uploaded.error;
        });
      } finally {
        runInAction(() => (this.uploading -= 1));
      }
    }
  }

  /**
   * Saves the form. Null while another save runs or when the admin is asked to confirm a price
   * above MRP; otherwise the outcome ('product.saved' or the first problem).
   */
  async save(confirmPriceAboveMrp = false): Promise<Result<{ code: 'product.saved' }, ErrorCode> | null> {
    if (this.saving || this.uploading > 0) return null;
    // A link typed but not yet added is meant to be saved with the product, not dropped.
    if (this.imageUrlInput.trim()) {
      const link = this.addImageUrl();
      if (!link.ok) return link;
    }
    this.saving = true;
    this.confirmingPrice = false;
    this.saveError = null;
    const editing = this.form.editing;
    const result = await this.commands.saveProduct({
      draft: this.form.toDraft(),
      // An edit keeps the stored product's stock counts as they are now (they move only through stock counts and orders).
      ...(editing ? { id: editing.id, keepStockOf: editing } : {}),
      confirmPriceAboveMrp,
      ...(this.form.newGroup ? { groupName: this.placeName(this.form.newGroupName, this.form.newGroupNameHi) } : {}),
      ...(this.form.newGroup || this.form.newSubgroup
        ? { subgroupName: this.placeName(this.form.newSubgroupName, this.form.newSubgroupNameHi) }
        : {}),
    });
    if (result.ok) {
      await this.loadCatalogue();
      runInAction(() => {
        this.saving = false;
        this.form.load(result.value.product);
      });
      return { ok: true, value: { code: result.value.code } };
    }
    runInAction(() => {
      this.saving = false;
      this.fail(result.error);
    });
    return this.confirmingPrice ? null : { ok: false, error: result.error };
  }

  dismissPriceConfirm(): void {
    this.confirmingPrice = false;
  }

  private fail(error: SaveProductFailure): void {
    const issues = error.issues ?? [];
    if (issues.length > 0 && issues.every((i) => i.code === 'product.priceAboveMrp')) {
      this.confirmingPrice = true;
      return;
    }
    this.form.showIssues(issues);
    // Field problems show under their fields; the alert is for the rest (offline, not allowed).
    this.saveError = issues.length > 0 ? null : { code: error.code, ...(error.params ? { params: error.params } : {}) };
  }

  private placeName(name: string, nameHi: string): { name: string; nameHi?: string } {
    return nameHi.trim() ? { name: name.trim(), nameHi: nameHi.trim() } : { name: name.trim() };
  }

  private replaceProduct(product: Product): void {
    const others = (this.products ?? []).filter((p) => !sameRef(p, product));
    this.products = [...others, product];
  }
}
