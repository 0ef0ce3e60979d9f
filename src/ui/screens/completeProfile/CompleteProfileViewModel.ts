import { inject, injectable } from 'inversify';
import { actionBound, makeObservable, observable, runInAction } from 'mobx';
import { CompleteProfile, type CompleteProfileErrorCode } from '../../../application/profile/CompleteProfile';
import { CurrentUserToken, type CurrentUser } from '../../../application/ports/CurrentUser';
import type { UserProfile } from '../../../domain/user/UserProfile';
import { validateProfileForm, type ProfileFormErrorCode, type ProfileFormField } from '../../../domain/user/validateProfileForm';
import type { ViewModel } from '../../app/useViewModel';

/**
 * Name, village and phone (docs/SPEC.md 'Business constants and limits': name and village required; the phone a 10-digit Indian
 * mobile when given), saved through CompleteProfile. /complete-profile and the profile editor of
 * /profile and /settings share it. The form starts from the signed-in user's profile.
 */
@injectable('Transient')
export class CompleteProfileViewModel implements ViewModel {
  name = '';
  village = '';
  phoneNumber = '';
  errors: Partial<Record<ProfileFormField, ProfileFormErrorCode>> = {};
  saving = false;
  saveError: CompleteProfileErrorCode | null = null;
  /** Set by each successful save; the page moves on or says 'saved'. */
  saved = false;
  private loadedFor: string | null = null;
  private disposed = false;
  private stopUser: (() => void) | null = null;

  constructor(
    @inject(CompleteProfile) private readonly completeProfile: CompleteProfile,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {
    makeObservable<this, 'fill'>(this, {
      name: observable,
      village: observable,
      phoneNumber: observable,
      errors: observable,
      saving: observable,
      saveError: observable,
      saved: observable,
      mount: actionBound,
      dispose: actionBound,
      setField: actionBound,
      save: actionBound,
      fill: actionBound,
    });
  }

  mount(): void {
    this.disposed = false;
    this.stopUser ??= this.currentUser.observe(this.fill);
  }

  dispose(): void {
    this.disposed = true;
    this.stopUser?.();
    this.stopUser = null;
  }

  setField(field: ProfileFormField, value: string): void {
    this[field] = value;
    delete this.errors[field];
    this.saveError = null;
    this.saved = false;
  }

  async save(): Promise<boolean> {
    if (this.saving) return false;
    const input = { name: this.name, village: this.village, phoneNumber: this.phoneNumber };
    const valid = validateProfileForm(input);
    if (!valid.ok) {
      this.errors = { ...valid.errors };
      return false;
    }
    this.errors = {};
    this.saving = true;
    this.saveError = null;
    const result = await this.completeProfile.execute(input);
    if (this.disposed) return result.ok;
    runInAction(() => {
      this.saving = false;
      if (!result.ok) {
        this.saveError = result.error.code;
        return;
      }
      // Shows what was stored: trimmed, and the phone without +91 or spaces.
      this.name = result.value.name;
      this.village = result.value.village ?? '';
      this.phoneNumber = result.value.phoneNumber ?? '';
      this.saved = true;
    });
    return result.ok;
  }

  /** Fills the form from the signed-in user's profile, once per user (later live updates do not overwrite typing). */
  private fill(profile: UserProfile | null): void {
    if (!profile || this.loadedFor === profile.uid) return;
    this.loadedFor = profile.uid;
    this.name = profile.name ?? '';
    this.village = profile.village ?? '';
    this.phoneNumber = profile.phoneNumber ?? '';
  }
}
