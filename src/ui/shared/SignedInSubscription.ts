import { action } from 'mobx';
import type { CurrentUser } from '../../application/ports/CurrentUser';
import type { UserProfile } from '../../domain/user/UserProfile';
import { LiveSubscription } from '../app/LiveSubscription';

/**
 * A live subscription for whoever is signed in (their cart, their orders, the orders their role may
 * see): start() follows the CurrentUser and opens it with each person's uid (null when nobody is
 * signed in), reopening it when the person changes as LiveSubscription does; stop() stops following
 * and ends it. The cart, checkout and order view models all did this by hand with the same fields
 * and steps; here they start and stop alike.
 */
export class SignedInSubscription {
  private readonly live: LiveSubscription<string | null>;
  private stopUser: (() => void) | null = null;

  /**
   * `open` as for LiveSubscription. `seeUser`, when given, sees each profile first (a form that
   * fills in from it). Both run inside a MobX action: they reset the view model's state.
   */
  constructor(
    private readonly currentUser: CurrentUser,
    open: (uid: string | null) => (() => void) | null,
    private readonly seeUser?: (user: UserProfile | null) => void,
  ) {
    this.live = new LiveSubscription(open);
  }

  /** A second call while following does nothing. */
  start(): void {
    this.stopUser ??= this.currentUser.observe(this.follow);
  }

  /** Safe to call more than once. */
  stop(): void {
    this.stopUser?.();
    this.stopUser = null;
    this.live.stop();
  }

  private readonly follow = action((user: UserProfile | null): void => {
    this.seeUser?.(user);
    this.live.start(user?.uid ?? null);
  });
}
