import { inject, injectable } from 'inversify';
import type { ProductRef } from '../../domain/catalog/Product';
import type { ErrorCode } from '../../domain/shared/ErrorCode';
import { err, ok, type Result } from '../../domain/shared/Result';
import { isAdmin } from '../../domain/user/roles';
import { ClockToken, type Clock } from '../ports/Clock';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { UnitOfWorkToken, type UnitOfWork } from '../ports/UnitOfWork';
import { faultCode } from '../shared/faultCode';

export interface AdjustStockInput {
  ref: ProductRef;
  /** The size whose stock is set; null for the product's own available (always for loose items). */
  variant: string | null;
  available: number;
}

/**
 * The admin sets a stock count after a delivery from the wholesaler or a stock take. Done in a
 * unit of work so it cannot interleave with a checkout's read and decrement.
 */
@injectable()
export class AdjustStock {
  constructor(
    @inject(UnitOfWorkToken) private readonly unitOfWork: UnitOfWork,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {}

  async execute(input: AdjustStockInput): Promise<Result<void, ErrorCode>> {
    if (!isAdmin(this.currentUser.profile())) return err('common.permission');
    if (!Number.isFinite(input.available) || input.available < 0) return err('product.invalidStock');
    try {
      return await this.unitOfWork.run(async (tx) => {
        const product = await tx.getProduct(input.ref);
        if (!product) return err('checkout.productMissing');
        if (input.variant !== null && (product.loose_item || !Object.hasOwn(product.variants, input.variant))) {
          return err('cart.invalidProduct');
        }
        if (!product.loose_item && !Number.isInteger(input.available)) return err('product.invalidStock');
        tx.setStock(input.ref, input.variant, input.available, this.clock.now());
        return ok(undefined);
      });
    } catch (error) {
      return err(faultCode(error));
    }
  }
}
