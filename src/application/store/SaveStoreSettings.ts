import { inject, injectable } from 'inversify';
import type { DomainError } from '../../domain/shared/Result';
import type { StoreSettings } from '../../domain/store/StoreSettings';
import { validateStoreSettings, type StoreSettingsErrors } from '../../domain/store/validateStoreSettings';
import { isAdmin } from '../../domain/user/roles';
import { ClockToken, type Clock } from '../ports/Clock';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { faultCode } from '../shared/faultCode';
import { readStoredActor } from '../shared/readStoredActor';
import { StoreSettingsRepositoryToken, type StoreSettingsRepository } from '../ports/StoreSettingsRepository';
import { UserRepositoryToken, type UserRepository } from '../ports/UserRepository';

export type SaveStoreSettingsCode = 'settings.onlyAdmins' | 'settings.invalid' | 'settings.saveFailed' | 'common.network';

export type SaveStoreSettingsResult =
  { ok: true; value: StoreSettings } | { ok: false; error: DomainError<SaveStoreSettingsCode>; fieldErrors?: StoreSettingsErrors };

/**
 * The owner changes the store settings. The signed-in user's role is read from the
 * database, not taken from the session; every field is checked before anything is written.
 */
@injectable()
export class SaveStoreSettings {
  constructor(
    @inject(StoreSettingsRepositoryToken) private readonly settings: StoreSettingsRepository,
    @inject(UserRepositoryToken) private readonly users: UserRepository,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {}

  async execute({ settings }: { settings: StoreSettings }): Promise<SaveStoreSettingsResult> {
    const actor = await readStoredActor(this.currentUser, this.users);
    if (!actor || !isAdmin(actor.profile)) return { ok: false, error: { code: 'settings.onlyAdmins' } };
    const checked = validateStoreSettings(settings);
    if (!checked.ok) return { ok: false, error: { code: 'settings.invalid' }, fieldErrors: checked.errors };
    const saved: StoreSettings = { ...checked.value, updatedAt: this.clock.now(), updatedBy: actor.uid };
    try {
      await this.settings.save(saved);
      return { ok: true, value: saved };
    } catch (e) {
      return {
        ok: false,
        error: {
          code: faultCode(e, {
            permission: 'settings.onlyAdmins',
            network: 'common.network',
            notFound: 'settings.saveFailed',
            conflict: 'settings.saveFailed',
            unknown: 'settings.saveFailed',
          }),
        },
      };
    }
  }
}
