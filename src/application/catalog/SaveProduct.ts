import { inject, injectable } from 'inversify';
import type { Product, ProductRef } from '../../domain/catalog/Product';
import { withStoredStock } from '../../domain/catalog/withStoredStock';
import { productFromDraft, validateProductDraft, type ProductDraft, type ProductIssue } from '../../domain/catalog/productDraft';
import type { ErrorCode } from '../../domain/shared/ErrorCode';
import type { DomainError } from '../../domain/shared/Result';
import { isAdmin } from '../../domain/user/roles';
import { ClockToken, type Clock } from '../ports/Clock';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { IdGeneratorToken, type IdGenerator } from '../ports/IdGenerator';
import { UnitOfWorkToken, type UnitOfWork } from '../ports/UnitOfWork';
import { faultCode } from '../shared/faultCode';

export interface SaveProductInput {
  draft: ProductDraft;
  /** The product being edited; a new product gets a fresh id. */
  id?: string;
  /** The admin confirmed a price above MRP. */
  confirmPriceAboveMrp: boolean;
  /**
   * The stored product whose stock counts the save keeps (the form's edit: it may move the product
   * to another place); none for a new product, or the CSV import, whose file sets stock on purpose.
   */
  keepStockOf?: ProductRef | null;
  /** Display names for a group or subgroup typed in as new (English, and Hindi when given). */
  groupName?: { name: string; nameHi?: string };
  subgroupName?: { name: string; nameHi?: string };
}

/** On invalid input, `issues` lists every field problem; `code` is the first of them. */
export type SaveProductFailure = DomainError<ErrorCode> & { issues?: ProductIssue[] };

export type SaveProductResult = { ok: true; value: { product: Product; code: 'product.saved' } } | { ok: false; error: SaveProductFailure };

/**
 * Admin upload and edit of a product (only admins: 'common.permission' otherwise), in one unit of
 * work: the stored product read, the stock counts it has now kept when the form asks for that
 * (stock moves only through AdjustStock, checkouts and cancellations, so a form opened before a
 * sale never writes back an old count), and the product written whole with its group and subgroup.
 */
@injectable()
export class SaveProduct {
  constructor(
    @inject(UnitOfWorkToken) private readonly unitOfWork: UnitOfWork,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(IdGeneratorToken) private readonly ids: IdGenerator,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {}

  async execute(input: SaveProductInput): Promise<SaveProductResult> {
    if (!isAdmin(this.currentUser.profile())) return { ok: false, error: { code: 'common.permission' } };
    const issues = validateProductDraft(input.draft, input.confirmPriceAboveMrp);
    const first = issues[0];
    if (first) return { ok: false, error: { code: first.code, ...(first.params ? { params: first.params } : {}), issues } };
    const id = input.id ?? this.ids.next();
    const at = { group: input.draft.group.trim(), subgroup: input.draft.subgroup.trim(), id };
    try {
      return await this.unitOfWork.run(async (tx) => {
        const previous = input.id ? await tx.getProduct(at) : null;
        const stocked = input.keepStockOf ? await tx.getProduct(input.keepStockOf) : null;
        const draft = stocked ? withStoredStock(input.draft, stocked) : input.draft;
        const product = productFromDraft(draft, { id, now: this.clock.now(), ...(previous ? { createdAt: previous.createdAt } : {}) });
        tx.putProduct(product, {
          ...(input.groupName ? { group: { id: product.group, ...input.groupName } } : {}),
          ...(input.subgroupName ? { subgroup: { group: product.group, id: product.subgroup, ...input.subgroupName } } : {}),
        });
        return { ok: true, value: { product, code: 'product.saved' } } as const;
      });
    } catch (error) {
      return { ok: false, error: { code: faultCode(error) } };
    }
  }
}
