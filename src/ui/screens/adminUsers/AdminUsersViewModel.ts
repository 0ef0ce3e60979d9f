import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import { ListUsers } from '../../../application/admin/ListUsers';
import { CurrentUserToken, type CurrentUser } from '../../../application/ports/CurrentUser';
import { ShopCommandsToken, type ShopCommands } from '../../../application/ports/ShopCommands';
import type { ErrorCode } from '../../../domain/shared/ErrorCode';
import type { Result } from '../../../domain/shared/Result';
import { roleOf } from '../../../domain/user/roles';
import type { UserProfile } from '../../../domain/user/UserProfile';
import type { ViewModel } from '../../app/useViewModel';

export interface PendingChange {
  uid: string;
  /** As chosen; the role change refuses anything but customer, delivery or admin. */
  userType: string;
}

const fold = (text: string): string => text.toLocaleLowerCase('en-IN').replace(/\s+/g, ' ').trim();

/**
 * /admin/users: every user, newest first, searchable by name, email, phone, village or role;
 * an admin changes a user's type after confirming. A change to one's own type reaches the
 * session through its live profile listener, so the bars and guards follow at once.
 */
@injectable('Transient')
export class AdminUsersViewModel implements ViewModel {
  users: UserProfile[] | null = null;
  loadError: ErrorCode | null = null;
  search = '';
  pendingChange: PendingChange | null = null;
  /** The user whose type is being written. */
  saving: string | null = null;

  /** Who is signed in; a different person loads the list again. */
  private owner: string | null = null;
  private loadRun = 0;
  private stopUser: (() => void) | null = null;

  constructor(
    @inject(ListUsers) private readonly listUsers: ListUsers,
    @inject(ShopCommandsToken) private readonly commands: ShopCommands,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {
    makeObservable<this, 'owner' | 'follow'>(this, {
      users: observable,
      loadError: observable,
      search: observable,
      pendingChange: observable,
      saving: observable,
      owner: observable,
      loading: computed,
      visible: computed,
      changeTarget: computed,
      mount: actionBound,
      dispose: actionBound,
      setSearch: actionBound,
      load: actionBound,
      requestChange: actionBound,
      dismissChange: actionBound,
      confirmChange: actionBound,
      follow: actionBound,
    });
  }

  mount(): void {
    this.stopUser ??= this.currentUser.observe(this.follow);
  }

  dispose(): void {
    this.stopUser?.();
    this.stopUser = null;
    this.loadRun += 1;
    this.users = null;
  }

  get loading(): boolean {
    return this.users === null && this.loadError === null;
  }

  /** Users matching the search, newest first. */
  get visible(): UserProfile[] {
    const query = fold(this.search);
    const all = this.users ?? [];
    if (!query) return all;
    return all.filter((u) =>
      fold([u.name, u.userName ?? '', u.email, u.phoneNumber ?? '', u.village ?? '', roleOf(u)].join(' ')).includes(query),
    );
  }

  /** The user the confirmation is about. */
  get changeTarget(): UserProfile | null {
    return this.users?.find((u) => u.uid === this.pendingChange?.uid) ?? null;
  }

  isSelf(uid: string): boolean {
    return this.owner === uid;
  }

  setSearch(search: string): void {
    this.search = search;
  }

  async load(): Promise<void> {
    const run = ++this.loadRun;
    if (!this.owner) {
      this.loadError = 'roles.onlyAdmins';
      this.users = [];
      return;
    }
    this.loadError = null;
    const result = await this.listUsers.execute();
    if (run !== this.loadRun) return;
    runInAction(() => {
      if (result.ok) this.users = result.value;
      else {
        this.loadError = result.error.code;
        this.users = [];
      }
    });
  }

  /** Opens the confirmation for a new type; choosing the type the user already has does nothing. */
  requestChange(uid: string, userType: string): void {
    const user = this.users?.find((u) => u.uid === uid);
    if (!user || this.saving || roleOf(user) === userType) return;
    this.pendingChange = { uid, userType };
  }

  dismissChange(): void {
    if (!this.saving) this.pendingChange = null;
  }

  /** Writes the confirmed change; null when nothing is being confirmed or a write is under way. */
  async confirmChange(): Promise<Result<{ code: 'roles.updated' }, ErrorCode> | null> {
    const change = this.pendingChange;
    if (!change || this.saving || !this.owner) return null;
    this.saving = change.uid;
    const result = await this.commands.changeUserType({ targetUid: change.uid, userType: change.userType });
    runInAction(() => {
      this.saving = null;
      this.pendingChange = null;
      if (result.ok && this.users) this.users = this.users.map((u) => (u.uid === change.uid ? result.value : u));
    });
    return result.ok ? { ok: true, value: { code: 'roles.updated' } } : result;
  }

  private follow(user: UserProfile | null): void {
    const uid = user?.uid ?? null;
    const same = uid === this.owner && this.users !== null;
    this.owner = uid;
    if (!same) void this.load();
  }
}
