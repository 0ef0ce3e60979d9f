import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { GetRelatedProducts } from '../../../application/catalog/GetRelatedProducts';
import { ObserveProduct } from '../../../application/catalog/ObserveProduct';
import { cartLineKey } from '../../../domain/cart/cartLineKey';
import { discountPercent } from '../../../domain/catalog/discount';
import type { Product, ProductRef } from '../../../domain/catalog/Product';
import { hasVariants } from '../../../domain/catalog/stock';
import { LiveSubscription } from '../../app/LiveSubscription';
import type { ViewModel } from '../../app/useViewModel';
import { CartActions } from '../../components/product/CartActions';
import { productSizes, type ProductSize } from '../../../domain/catalog/productSizes';

/** docs/SPEC.md 'Business constants and limits': the description collapses above 150 characters. */
export const ABOUT_COLLAPSE_AT = 150;

const sameRef = (a: ProductRef | null, b: ProductRef): boolean => !!a && a.group === b.group && a.subgroup === b.subgroup && a.id === b.id;

/**
 * /product/:group/:subgroup/:productId (docs/SPEC.md 'Screens and routes', product detail screen): the product live
 * (stock and price stay true while the page is open), the chosen size, the images, the
 * description, related products, and Add to Cart turning into minus / quantity / plus.
 */
@injectable('Transient')
export class ProductViewModel implements ViewModel {
  status: 'loading' | 'ready' | 'notFound' = 'loading';
  product: Product | null = null;
  /** The chosen size; null until one is chosen when none is in stock ('Select Size'). */
  selected: string | null = null;
  related: Product[] = [];
  imageIndex = 0;
  aboutExpanded = false;
  private ref: ProductRef | null = null;
  /** The product at the URL, live; another product starts afresh. */
  private readonly live = new LiveSubscription<ProductRef>((ref) => this.open(ref), sameRef);

  constructor(
    @inject(ObserveProduct) private readonly observeProduct: ObserveProduct,
    @inject(GetRelatedProducts) private readonly getRelated: GetRelatedProducts,
    @inject(CartActions) readonly cart: CartActions,
  ) {
    makeObservable<this, 'receive' | 'loadRelated'>(this, {
      status: observable,
      product: observableRef,
      selected: observable,
      related: observableRef,
      imageIndex: observable,
      aboutExpanded: observable,
      sizes: computed,
      hasSizes: computed,
      size: computed,
      price: computed,
      percentOff: computed,
      stock: computed,
      cartKey: computed,
      qtyInCart: computed,
      busy: computed,
      images: computed,
      mount: actionBound,
      dispose: actionBound,
      load: actionBound,
      select: actionBound,
      add: actionBound,
      plus: actionBound,
      minus: actionBound,
      showImage: actionBound,
      nextImage: actionBound,
      previousImage: actionBound,
      toggleAbout: actionBound,
      receive: actionBound,
      loadRelated: actionBound,
    });
  }

  mount(): void {
    this.cart.start();
  }

  dispose(): void {
    this.live.stop();
    this.ref = null;
    this.cart.dispose();
  }

  /** Follows the product at `ref` (from the URL); a new product starts afresh. */
  load(ref: ProductRef): void {
    this.live.start(ref);
  }

  get sizes(): ProductSize[] {
    return this.product ? productSizes(this.product) : [];
  }

  /** Whether to offer the 'Select Size' dropdown (a product with variants). */
  get hasSizes(): boolean {
    return !!this.product && hasVariants(this.product);
  }

  get size(): ProductSize | null {
    return this.sizes.find((s) => s.label === this.selected) ?? null;
  }

  /** What the price line shows: the chosen size, else the product's own price. */
  get price(): { price: number; mrp: number } {
    if (this.size) return { price: this.size.price, mrp: this.size.mrp };
    return { price: this.product?.price ?? 0, mrp: this.product?.mrp ?? 0 };
  }

  get percentOff(): number {
    return discountPercent(this.price.price, this.price.mrp);
  }

  /** Packs of the chosen size that can be bought now; 0 when none is chosen. */
  get stock(): number {
    return this.size?.stock ?? 0;
  }

  get cartKey(): string | null {
    return this.product && this.selected ? cartLineKey(this.product.id, this.selected) : null;
  }

  get qtyInCart(): number {
    return this.cartKey ? this.cart.qtyOf(this.cartKey) : 0;
  }

  get busy(): boolean {
    return this.cartKey ? this.cart.isBusy(this.cartKey) : false;
  }

  get images(): string[] {
    return this.product?.imageData ?? [];
  }

  select(label: string): void {
    if (this.sizes.some((s) => s.label === label)) {
      this.selected = label;
      this.cart.clearMessage();
    }
  }

  add(): Promise<boolean> {
    return this.cart.add(this.product, this.selected);
  }

  plus(): Promise<boolean> {
    return this.cartKey ? this.cart.plus(this.cartKey) : Promise.resolve(false);
  }

  minus(): Promise<boolean> {
    return this.cartKey ? this.cart.minus(this.cartKey) : Promise.resolve(false);
  }

  showImage(index: number): void {
    const count = this.images.length;
    if (count === 0) return;
    this.imageIndex = ((index % count) + count) % count;
  }

  nextImage(): void {
    this.showImage(this.imageIndex + 1);
  }

  previousImage(): void {
    this.showImage(this.imageIndex - 1);
  }

  toggleAbout(): void {
    this.aboutExpanded = !this.aboutExpanded;
  }

  private open(ref: ProductRef): () => void {
    this.ref = ref;
    this.status = 'loading';
    this.product = null;
    this.selected = null;
    this.related = [];
    this.imageIndex = 0;
    this.aboutExpanded = false;
    const stop = this.observeProduct.execute(ref, (product) => this.receive(ref, product));
    void this.loadRelated(ref);
    return stop;
  }

  private receive(ref: ProductRef, product: Product | null): void {
    if (!sameRef(this.ref, ref)) return;
    this.product = product;
    this.status = product ? 'ready' : 'notFound';
    if (!product) return;
    if (this.imageIndex >= product.imageData.length) this.imageIndex = 0;
    const sizes = productSizes(product);
    // Keep the shopper's choice while it still exists; otherwise preselect the first size in stock.
    if (!sizes.some((s) => s.label === this.selected)) {
      this.selected = hasVariants(product) ? (sizes.find((s) => s.stock > 0)?.label ?? null) : (sizes[0]?.label ?? null);
    }
  }

  private async loadRelated(ref: ProductRef): Promise<void> {
    try {
      const related = await this.getRelated.execute(ref);
      runInAction(() => {
        if (sameRef(this.ref, ref)) this.related = related;
      });
    } catch (error) {
      // 'You might also like' is extra: the page works without it.
      console.warn('Related products could not be loaded', error);
    }
  }
}
