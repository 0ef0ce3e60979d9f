import { Dexie } from 'dexie';
import type { AuthErrorCode, AuthService, AuthUser } from '../../application/ports/AuthService';
import type { IdGenerator } from '../../application/ports/IdGenerator';
import { err, ok, type Result } from '../../domain/shared/Result';
import { CryptoIdGenerator } from '../browser/CryptoIdGenerator';
import { demoCredential, normalizeEmail } from './demoCredential';
import type { CredentialRecord, LocalDatabase } from './LocalDatabase';
import { observeLive } from './observeLive';
import { PasswordHasher } from './PasswordHasher';

type AuthResult = Promise<Result<AuthUser, AuthErrorCode>>;
type Listener = (user: AuthUser | null) => void;

const MIN_PASSWORD_LENGTH = 6;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const toAuthUser = (c: CredentialRecord): AuthUser => ({ uid: c.uid, email: c.email, displayName: c.displayName });

const sameUser = (a: AuthUser | null, b: AuthUser | null): boolean =>
  a === b || (!!a && !!b && a.uid === b.uid && a.email === b.email && a.displayName === b.displayName);

const LAST_SESSION = 'last';
const TAB_ID_KEY = 'shop.tabId';

/** This tab's id, kept in sessionStorage so it survives a reload but not into a new tab. */
export function currentTabId(storage: Storage = sessionStorage): string {
  let id = storage.getItem(TAB_ID_KEY);
  if (!id) {
    id = crypto.randomUUID();
    storage.setItem(TAB_ID_KEY, id);
  }
  return id;
}

/**
 * Email and password accounts kept in the browser. Each tab has its own session row, so a
 * customer, a delivery person and an admin can work in tabs side by side as on separate phones;
 * a reload keeps the tab's user, and a newly opened tab starts as the last user who signed in.
 */
export class LocalAuthService implements AuthService {
  readonly supportsGoogle = false;
  private user: AuthUser | null = null;
  private known = false;
  private readonly listeners = new Set<Listener>();
  private readonly stopWatchingSession: () => void;

  private readonly sessionKey: string;
  private stopped = false;

  constructor(
    private readonly db: LocalDatabase,
    private readonly ids: IdGenerator = new CryptoIdGenerator(),
    private readonly hasher = new PasswordHasher(),
    tabId: string = currentTabId(),
  ) {
    this.sessionKey = `tab:${tabId}`;
    let stopWatching = (): void => {};
    this.stopWatchingSession = () => {
      this.stopped = true;
      stopWatching();
    };
    // A session that cannot be read counts as signed out, so the app never waits forever.
    void this.adoptLastSession()
      .catch(() => undefined)
      .then(() => {
        if (this.stopped) return;
        stopWatching = observeLive(
          () => this.readSessionUser(),
          (user) => this.publish(user),
          () => this.publish(null),
        );
      });
  }

  observe(listener: Listener): () => void {
    this.listeners.add(listener);
    if (this.known) listener(this.user);
    return () => this.listeners.delete(listener);
  }

  currentUser(): AuthUser | null {
    return this.user;
  }

  async signIn(email: string, password: string): AuthResult {
    const address = normalizeEmail(email);
    if (!EMAIL_PATTERN.test(address)) return err('auth.invalidEmail');
    try {
      const credential = await this.db.credentials.get(address);
      if (!credential) return err('auth.userNotFound');
      if (!(await this.hasher.verify(password, credential))) return err('auth.wrongPassword');
      return ok(await this.startSession(credential));
    } catch {
      return err('auth.unknown');
    }
  }

  async signUp(email: string, password: string, displayName?: string): AuthResult {
    const address = normalizeEmail(email);
    if (!EMAIL_PATTERN.test(address)) return err('auth.invalidEmail');
    if (password.length < MIN_PASSWORD_LENGTH) return err('auth.weakPassword');
    try {
      if (await this.db.credentials.get(address)) return err('auth.emailInUse');
      // Hash before the transaction: Web Crypto is not IndexedDB and would let it commit early.
      const credential: CredentialRecord = {
        email: address,
        uid: this.ids.next(),
        displayName: displayName?.trim() || null,
        ...(await this.hasher.hash(password)),
      };
      // add() refuses a second account for an email another tab registered meanwhile.
      await this.db.credentials.add(credential);
      return ok(await this.startSession(credential));
    } catch (e) {
      return err(e instanceof Dexie.ConstraintError ? 'auth.emailInUse' : 'auth.unknown');
    }
  }

  async signInWithGoogle(): AuthResult {
    return err('auth.unsupported');
  }

  async signOut(): Promise<void> {
    const uid = this.user?.uid;
    await this.db.transaction('rw', this.db.session, async () => {
      await this.db.session.delete(this.sessionKey);
      // A tab opened later should not start as the user who just signed out.
      const last = await this.db.session.get(LAST_SESSION);
      if (last && last.uid === uid) await this.db.session.delete(LAST_SESSION);
    });
    this.publish(null);
  }

  /** Writes a demo account with a fixed uid (seed and reset); replaces any account of that email. */
  async seedAccount(email: string, password: string, uid: string, displayName: string | null = null): Promise<void> {
    await this.db.credentials.put(await demoCredential(email, password, uid, displayName, this.hasher));
  }

  /** Stops watching the session (tests and shutdown). */
  dispose(): void {
    this.stopWatchingSession();
    this.listeners.clear();
  }

  private async startSession(credential: CredentialRecord): Promise<AuthUser> {
    await this.db.session.bulkPut([
      { key: this.sessionKey, uid: credential.uid },
      { key: LAST_SESSION, uid: credential.uid },
    ]);
    const user = toAuthUser(credential);
    // Publish now, as Firebase does before its promise resolves; the live echo is then a no-op.
    this.publish(user);
    return user;
  }

  /** A tab with no session of its own yet starts as the last user who signed in. */
  private async adoptLastSession(): Promise<void> {
    await this.db.transaction('rw', this.db.session, async () => {
      if (await this.db.session.get(this.sessionKey)) return;
      const last = await this.db.session.get(LAST_SESSION);
      if (last) await this.db.session.put({ key: this.sessionKey, uid: last.uid });
    });
  }

  private async readSessionUser(): Promise<AuthUser | null> {
    const session = await this.db.session.get(this.sessionKey);
    if (!session) return null;
    const credential = await this.db.credentials.where('uid').equals(session.uid).first();
    return credential ? toAuthUser(credential) : null;
  }

  private publish(user: AuthUser | null): void {
    if (this.known && sameUser(this.user, user)) return;
    this.user = user;
    this.known = true;
    for (const listener of [...this.listeners]) listener(user);
  }
}
