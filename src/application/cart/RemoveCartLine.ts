import { inject, injectable } from 'inversify';
import type { ErrorCode } from '../../domain/shared/ErrorCode';
import { err, ok, type Result } from '../../domain/shared/Result';
import { CartRepositoryToken, type CartRepository } from '../ports/CartRepository';
import { ClockToken, type Clock } from '../ports/Clock';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { ConnectivityToken, type Connectivity } from '../ports/Connectivity';
import { retryOnNetwork } from './retryOnNetwork';

export interface RemoveCartLineInput {
  key: string;
}

/** Deletes a cart line, retrying network failures 3 times (1 s, then ×1.5) as docs/SPEC.md 'Calls made' asks. */
@injectable()
export class RemoveCartLine {
  constructor(
    @inject(CartRepositoryToken) private readonly carts: CartRepository,
    @inject(ConnectivityToken) private readonly connectivity: Connectivity,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {}

  async execute({ key }: RemoveCartLineInput): Promise<Result<void, ErrorCode>> {
    const actor = this.currentUser.profile();
    if (!actor) return err('cart.loginRequired');
    if (!this.connectivity.isOnline()) return err('cart.offlineUpdate');
    try {
      await retryOnNetwork(this.clock, () => this.carts.removeLine(actor.uid, key));
      return ok(undefined);
    } catch {
      return err('cart.updateFailed');
    }
  }
}
