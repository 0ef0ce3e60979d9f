import type { UserProfile } from '../../domain/user/UserProfile';
import type { CurrentUser } from '../ports/CurrentUser';

/** A CurrentUser that never changes: the verified caller of one server request (functions/), or a test's user. */
export class FixedUser implements CurrentUser {
  constructor(private readonly who: UserProfile | null) {}

  profile(): UserProfile | null {
    return this.who;
  }

  observe(listener: (profile: UserProfile | null) => void): () => void {
    listener(this.who);
    return () => {};
  }
}
