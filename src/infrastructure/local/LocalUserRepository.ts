import { DataFaultError } from '../../application/ports/DataFaultError';
import type { UserRepository } from '../../application/ports/UserRepository';
import type { SavedAddress } from '../../domain/address/Address';
import type { Millis } from '../../domain/shared/Timestamp';
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

  async replaceAddress(uid: string, address: SavedAddress, updatedAt: Millis): Promise<boolean> {
    let found = false;
    await this.change(uid, (profile) => {
      found = profile.addresses.some((a) => a.id === address.id);
      if (!found) return null;
      return {
        ...profile,
        addresses: profile.addresses.map((a) => (a.id === address.id ? address : a)),
        deliveryAddress: profile.deliveryAddress?.id === address.id ? address : profile.deliveryAddress,
        updatedAt,
      };
    });
    return found;
  }

  async removeAddress(uid: string, addressId: string, nextDelivery: SavedAddress | null, updatedAt: Millis): Promise<boolean> {
    let found = false;
    await this.change(uid, (profile) => {
      found = profile.addresses.some((a) => a.id === addressId);
      if (!found) return null;
      const wasDelivery = profile.deliveryAddress?.id === addressId;
      return {
        ...profile,
        addresses: profile.addresses.filter((a) => a.id !== addressId),
        ...(wasDelivery ? { deliveryAddress: nextDelivery, addressCompleted: nextDelivery !== null } : {}),
        updatedAt,
      };
    });
    return found;
  }

  observe(uid: string, listener: (profile: UserProfile | null) => void): () => void {
    return observeLive(async () => (await this.db.users.get(uid)) ?? null, listener);
  }

  /** Reads, edits and writes the profile in one transaction; an edit that gives null writes nothing. */
  private change(uid: string, edit: (profile: UserProfile) => UserProfile | null): Promise<void> {
    return withDataFault(() =>
      this.db.transaction('rw', this.db.users, async () => {
        const profile = await this.db.users.get(uid);
        if (!profile) throw new DataFaultError('notFound', `users/${uid}`);
        const next = edit(profile);
        if (next) await this.db.users.put(next);
      }),
    );
  }
}
