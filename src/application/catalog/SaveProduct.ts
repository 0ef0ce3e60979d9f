import { inject, injectable } from 'inversify';
import type { Product } from '../../domain/catalog/Product';
import { productFromDraft, validateProductDraft, type ProductDraft, type ProductIssue } from '../../domain/catalog/productDraft';
import type { ErrorCode } from '../../domain/shared/ErrorCode';
import type { DomainError } from '../../domain/shared/Result';
import { isAdmin } from '../../domain/user/roles';
import { ClockToken, type Clock } from '../ports/Clock';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { IdGeneratorToken, type IdGenerator } from '../ports/IdGenerator';
import { ProductRepositoryToken, type ProductRepository } from '../ports/ProductRepository';
import { faultCode } from '../shared/faultCode';

export interface SaveProductInput {
  draft: ProductDraft;
  /** The product being edited; a new product gets a fresh id. */
  id?: string;
  /** The admin confirmed a price above MRP. */
  confirmPriceAboveMrp: boolean;
  /** Display names for a group or subgroup typed in as new (English, and Hindi when given). */
  groupName?: { name: string; nameHi?: string };
  subgroupName?: { name: string; nameHi?: string };
}

/** On invalid input, `issues` lists every field problem; `code` is the first of them. */
export type SaveProductFailure = DomainError<ErrorCode> & { issues?: ProductIssue[] };

export type SaveProductResult = { ok: true; value: { product: Product; code: 'product.saved' } } | { ok: false; error: SaveProductFailure };

/** Admin upload and edit of a product (only admins: 'common.permission' otherwise). */
@injectable()
export class SaveProduct {
  constructor(
    @inject(ProductRepositoryToken) private readonly products: ProductRepository,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(IdGeneratorToken) private readonly ids: IdGenerator,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {}

  async execute(input: SaveProductInput): Promise<SaveProductResult> {
    if (!isAdmin(this.currentUser.profile())) return { ok: false, error: { code: 'common.permission' } };
    const issues = validateProductDraft(input.draft, input.confirmPriceAboveMrp);
    const first = issues[0];
    if (first) return { ok: false, error: { code: first.code, ...(first.params ? { params: first.params } : {}), issues } };
    try {
      const id = input.id ?? this.ids.next();
      const previous = input.id
        ? await this.products.get({ group: input.draft.group.trim(), subgroup: input.draft.subgroup.trim(), id })
        : null;
      const product = productFromDraft(input.draft, { id, now: this.clock.now(), ...(previous ? { createdAt: previous.createdAt } : {}) });
      await this.products.save(product, {
        ...(input.groupName ? { group: { id: product.group, ...input.groupName } } : {}),
        ...(input.subgroupName ? { subgroup: { group: product.group, id: product.subgroup, ...input.subgroupName } } : {}),
      });
      return { ok: true, value: { product, code: 'product.saved' } };
    } catch (error) {
      return { ok: false, error: { code: faultCode(error) } };
    }
  }
}
