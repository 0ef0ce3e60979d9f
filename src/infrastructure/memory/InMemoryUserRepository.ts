import { DataFaultError } from '../../application/ports/DataFaultError';
import type { UserRepository } from '../../application/ports/UserRepository';
import type { SavedAddress } from '../../domain/address/Address';
import { normaliseSavedAddress } from '../../domain/address/normaliseSavedAddress';
import type { Millis } from '../../domain/shared/Timestamp';
import { normaliseProfile } from '../../domain/user/normaliseProfile';
import { roleOf } from '../../domain/user/roles';
import type { UserProfile } from '../../domain/user/UserProfile';

type Listener = (profile: UserProfile | null) => void;
type StoredDocument = Record<string, unknown>;

export type UserRepositoryOperation = 'get' | 'create' | 'update' | 'list' | 'appendAddress' | 'replaceAddress' | 'removeAddress';

/** Whether a stored entry (of any age and shape) is the saved address with this id. */
const isEntry = (entry: unknown, id: string): boolean => normaliseSavedAddress(entry)?.id === id;

/**
 * users/{uid} in memory. Documents are stored as written (so tests can seed legacy shapes with
 * seedDocument) and read through normaliseProfile, as the Firestore adapter reads them. Every value
 * in or out is a deep copy, so nobody can change the store by mutating what they hold.
 */
export class InMemoryUserRepository implements UserRepository {
  private readonly documents = new Map<string, StoredDocument>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly faults = new Map<UserRepositoryOperation, DataFaultError>();

  async get(uid: string): Promise<UserProfile | null> {
    this.throwFault('get');
    return this.read(uid);
  }

  async create(profile: UserProfile): Promise<void> {
    this.throwFault('create');
    if (this.documents.has(profile.uid)) throw new DataFaultError('conflict', `users/${profile.uid} exists`);
    this.write(profile.uid, structuredClone(profile) as unknown as StoredDocument);
  }

  async update(uid: string, patch: Partial<Omit<UserProfile, 'uid'>>): Promise<void> {
    this.throwFault('update');
    this.write(uid, this.patched(this.existing(uid), patch));
  }

  async list(): Promise<UserProfile[]> {
    this.throwFault('list');
    return [...this.documents.keys()].map((uid) => this.read(uid)).filter((p): p is UserProfile => p !== null);
  }

  async appendAddress(uid: string, address: SavedAddress): Promise<void> {
    this.throwFault('appendAddress');
    const current = this.existing(uid);
    const addresses = Array.isArray(current.addresses) ? current.addresses : [];
    this.write(uid, { ...current, addresses: [...addresses, structuredClone(address)] });
  }

  async replaceAddress(uid: string, address: SavedAddress, updatedAt: Millis): Promise<boolean> {
    this.throwFault('replaceAddress');
    const current = this.existing(uid);
    const addresses = Array.isArray(current.addresses) ? current.addresses : [];
    const at = addresses.findIndex((entry) => isEntry(entry, address.id));
    if (at < 0) return false;
    const next: StoredDocument = {
      ...current,
      addresses: addresses.map((entry, i) => (i === at ? structuredClone(address) : entry)),
      updatedAt,
    };
    if (isEntry(current.deliveryAddress, address.id)) next.deliveryAddress = structuredClone(address);
    this.write(uid, next);
    return true;
  }

  async removeAddress(uid: string, addressId: string, nextDelivery: SavedAddress | null, updatedAt: Millis): Promise<boolean> {
    this.throwFault('removeAddress');
    const current = this.existing(uid);
    const addresses = Array.isArray(current.addresses) ? current.addresses : [];
    if (!addresses.some((entry) => isEntry(entry, addressId))) return false;
    const next: StoredDocument = { ...current, addresses: addresses.filter((entry) => !isEntry(entry, addressId)), updatedAt };
    if (isEntry(current.deliveryAddress, addressId)) {
      next.deliveryAddress = structuredClone(nextDelivery);
      next.addressCompleted = nextDelivery !== null;
    }
    this.write(uid, next);
    return true;
  }

  observe(uid: string, listener: Listener): () => void {
    const set = this.listeners.get(uid) ?? new Set<Listener>();
    this.listeners.set(uid, set);
    set.add(listener);
    listener(this.read(uid));
    return () => {
      set.delete(listener);
    };
  }

  /**
   * For InMemoryUnitOfWork, which runs its units one at a time: the profile read inside a unit
   * (the 'get' fault applies), every stored profile that is an admin by roleOf (the 'list' fault
   * applies), and a unit's user patches applied all together or not at all (the 'update' fault
   * applies, and a missing profile fails them all).
   */
  readInUnit(uid: string): UserProfile | null {
    this.throwFault('get');
    return this.read(uid);
  }

  adminsInUnit(): UserProfile[] {
    this.throwFault('list');
    return [...this.documents.keys()].map((uid) => this.read(uid)).filter((p): p is UserProfile => roleOf(p) === 'admin');
  }

  commitUnit(patches: ReadonlyArray<{ uid: string; patch: Partial<Omit<UserProfile, 'uid'>> }>): void {
    if (patches.length === 0) return;
    this.throwFault('update');
    const staged = new Map<string, StoredDocument>();
    for (const { uid, patch } of patches) staged.set(uid, this.patched(staged.get(uid) ?? this.existing(uid), patch));
    for (const [uid, document] of staged) this.write(uid, document);
  }

  /** Stores a document exactly as given, of any shape (legacy isAdmin, odd types). */
  seedDocument(uid: string, document: object): void {
    this.write(uid, structuredClone(document) as StoredDocument);
  }

  /** The stored document as written, for assertions on what reached the database. */
  storedDocument(uid: string): StoredDocument | undefined {
    const document = this.documents.get(uid);
    return document && structuredClone(document);
  }

  /** Makes every later call of `operation` reject with `fault` (null heals it). */
  failWith(operation: UserRepositoryOperation, fault: DataFaultError | null): void {
    if (fault) this.faults.set(operation, fault);
    else this.faults.delete(operation);
  }

  private throwFault(operation: UserRepositoryOperation): void {
    const fault = this.faults.get(operation);
    if (fault) throw fault;
  }

  private existing(uid: string): StoredDocument {
    const current = this.documents.get(uid);
    if (!current) throw new DataFaultError('notFound', `users/${uid}`);
    return current;
  }

  private patched(current: StoredDocument, patch: Partial<Omit<UserProfile, 'uid'>>): StoredDocument {
    const next: StoredDocument = { ...current };
    // A key patched to undefined is removed, like Firestore's deleteField().
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) delete next[key];
      else next[key] = structuredClone(value);
    }
    return next;
  }

  private read(uid: string): UserProfile | null {
    const document = this.documents.get(uid);
    return document ? normaliseProfile(structuredClone(document), uid) : null;
  }

  private write(uid: string, document: StoredDocument): void {
    this.documents.set(uid, document);
    for (const listener of [...(this.listeners.get(uid) ?? [])]) listener(this.read(uid));
  }
}
