import { DataFaultError } from '../../application/ports/DataFaultError';
import type { UserRepository } from '../../application/ports/UserRepository';
import type { SavedAddress } from '../../domain/address/Address';
import type { UserProfile } from '../../domain/user/UserProfile';
import { applyPatch } from './applyPatch';
import type { LocalDatabase } from './LocalDatabase';
import { observeLive } from './observeLive';
import { withDataFault } from './withDataFault';

/** users/{uid}. Local records are written in the domain's shape, so there is no legacy shape to normalise. */
export class LocalUserRepository implements UserRepository {
  constructor(private readonly db: LocalDatabase) {}

  get(uid: string): Promise<UserProfile | null> {
    return withDataFault(async () => (await this.db.users.get(uid)) ?? null);
  }

  create(profile: UserProfile): Promise<void> {
    // add() fails with ConstraintError (-> conflict) when the document already exists.
    return withDataFault(async () => {
      await this.db.users.add(profile);
    });
  }

  update(uid: string, patch: Partial<Omit<UserProfile, 'uid'>>): Promise<void> {
    return this.change(uid, (profile) => applyPatch(profile, patch));
  }

  list(): Promise<UserProfile[]> {
    return withDataFault(() => this.db.users.toArray());
  }

  appendAddress(uid: string, address: SavedAddress): Promise<void> {
    return this.change(uid, (profile) => ({ ...profile, addresses: [...profile.addresses, address] }));
  }

  observe(uid: string, listener: (profile: UserProfile | null) => void): () => void {
    return observeLive(async () => (await this.db.users.get(uid)) ?? null, listener);
  }

  private change(uid: string, edit: (profile: UserProfile) => UserProfile): Promise<void> {
    return withDataFault(() =>
      this.db.transaction('rw', this.db.users, async () => {
        const profile = await this.db.users.get(uid);
        if (!profile) throw new DataFaultError('notFound', `users/${uid}`);
        await this.db.users.put(edit(profile));
      }),
    );
  }
}
