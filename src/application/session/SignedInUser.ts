import { injectable } from 'inversify';
import type { UserProfile } from '../../domain/user/UserProfile';
import type { CurrentUser } from '../ports/CurrentUser';

type Listener = (profile: UserProfile | null) => void;

/**
 * The browser's CurrentUser: ObserveSession reports every session change here (and the session a
 * profile refreshed by hand), so a use case always acts for whoever the session shows, live role
 * changes included, and a view model following it restarts its lists for a new user.
 */
@injectable()
export class SignedInUser implements CurrentUser {
  private current: UserProfile | null = null;
  private readonly listeners = new Set<Listener>();

  profile(): UserProfile | null {
    return this.current;
  }

  observe(listener: Listener): () => void {
    this.listeners.add(listener);
    listener(this.current);
    return () => void this.listeners.delete(listener);
  }

  set(profile: UserProfile | null): void {
    if (profile === this.current) return;
    this.current = profile;
    // A listener may stop another (a screen closing); one stopped meanwhile hears nothing more.
    for (const listener of [...this.listeners]) if (this.listeners.has(listener)) listener(profile);
  }
}
