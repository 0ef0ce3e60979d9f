import type { ServiceIdentifier } from 'inversify';
import type { SavedAddress } from '../../domain/address/Address';
import type { UserProfile } from '../../domain/user/UserProfile';

export interface UserRepository {
  /** The stored profile as found (legacy shapes normalised by the adapter), or null when missing. */
  get(uid: string): Promise<UserProfile | null>;
  /** Creates the document; fails if it already exists. */
  create(profile: UserProfile): Promise<void>;
  /** Merges the given fields; `isAdmin: undefined` in the patch removes the legacy flag. */
  update(uid: string, patch: Partial<Omit<UserProfile, 'uid'>>): Promise<void>;
  /** Every profile, for admins. */
  list(): Promise<UserProfile[]>;
  /** Appends to the addresses list without rewriting the other entries. */
  appendAddress(uid: string, address: SavedAddress): Promise<void>;
  /** Live profile; the listener gets null when the document is missing. Returns unsubscribe. */
  observe(uid: string, listener: (profile: UserProfile | null) => void): () => void;
}

export const UserRepositoryToken: ServiceIdentifier<UserRepository> = Symbol.for('UserRepository');
