import type { ServiceIdentifier } from 'inversify';
import type { SavedAddress } from '../../domain/address/Address';
import type { Millis } from '../../domain/shared/Timestamp';
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
  /**
   * In one atomic write: the entry with `address.id` becomes `address` (so does the delivery address
   * when it is that entry) and updatedAt is set; the other entries stay as stored. False, writing
   * nothing, when no entry has that id.
   */
  replaceAddress(uid: string, address: SavedAddress, updatedAt: Millis): Promise<boolean>;
  /**
   * In one atomic write: the entry with this id leaves the list and updatedAt is set; when it was
   * the delivery address, `nextDelivery` takes its place (null: none, and addressCompleted false).
   * False, writing nothing, when no entry has that id.
   */
  removeAddress(uid: string, addressId: string, nextDelivery: SavedAddress | null, updatedAt: Millis): Promise<boolean>;
  /** Live profile; the listener gets null when the document is missing. Returns unsubscribe. */
  observe(uid: string, listener: (profile: UserProfile | null) => void): () => void;
}

export const UserRepositoryToken: ServiceIdentifier<UserRepository> = Symbol.for('UserRepository');
