import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ClockToken, type Clock } from '../../../application/ports/Clock';
import { ObserveStoreSettings } from '../../../application/store/ObserveStoreSettings';
import { SaveStoreSettings, type SaveStoreSettingsCode } from '../../../application/store/SaveStoreSettings';
import { closureMessage, istDay } from '../../../domain/store/storeHours';
import type { DayClosure, StoreSettings } from '../../../domain/store/StoreSettings';
import type { StoreSettingsErrorCode, StoreSettingsErrors, StoreSettingsField } from '../../../domain/store/validateStoreSettings';
import type { ViewModel } from '../../app/useViewModel';
import { draftOf, settingsFrom, type DraftTextField, type StoreSettingsDraft } from './storeSettingsDraft';

/** Which rule field a form box reports under (latitude and longitude share 'location'). */
const RULE_FIELD: Record<DraftTextField, StoreSettingsField> = {
  name: 'name',
  address: 'address',
  phone: 'phone',
  whatsapp: 'whatsapp',
  lat: 'location',
  lng: 'location',
  deliveryRadiusKm: 'deliveryRadiusKm',
  allowedPincodes: 'allowedPincodes',
  deliveryFee: 'deliveryFee',
  freeDeliveryFrom: 'freeDeliveryFrom',
  minimumOrder: 'minimumOrder',
  maxOpenOrders: 'maxOpenOrders',
};

/**
 * The store settings section of the admin dashboard: the owner's settings, live, in a
 * form edited in place (text as typed, parsed on save, each problem under its field), and 'Close
 * the shop for today' with a message, or open it again, which saves at once. A form with unsaved
 * changes keeps them when the settings change elsewhere.
 */
@injectable('Transient')
export class StoreSettingsViewModel implements ViewModel {
  /** The stored settings, live; null until read. */
  current: StoreSettings | null = null;
  /** Null until the settings are read. */
  draft: StoreSettingsDraft | null = null;
  dirty = false;
  fieldErrors: StoreSettingsErrors = {};
  saving = false;
  /** Why the last save failed, for the whole form. */
  error: SaveStoreSettingsCode | null = null;
  closureText = '';
  closureSaving = false;
  closureError: SaveStoreSettingsCode | StoreSettingsErrorCode | null = null;

  private stop: (() => void) | null = null;

  constructor(
    @inject(ObserveStoreSettings) private readonly observe: ObserveStoreSettings,
    @inject(SaveStoreSettings) private readonly saveSettings: SaveStoreSettings,
    @inject(ClockToken) private readonly clock: Clock,
  ) {
    makeObservable<this, 'saveClosure' | 'edited' | 'receive'>(this, {
      current: observableRef,
      draft: observable,
      dirty: observable,
      fieldErrors: observable,
      saving: observable,
      error: observable,
      closureText: observable,
      closureSaving: observable,
      closureError: observable,
      closedToday: computed,
      mount: actionBound,
      dispose: actionBound,
      setField: actionBound,
      setDayTime: actionBound,
      setDayClosed: actionBound,
      setDeliveryCode: actionBound,
      setClosureText: actionBound,
      save: actionBound,
      closeForToday: actionBound,
      reopen: actionBound,
      saveClosure: actionBound,
      edited: actionBound,
      receive: actionBound,
    });
  }

  mount(): void {
    if (!this.stop) this.stop = this.observe.execute(this.receive);
  }

  dispose(): void {
    this.stop?.();
    this.stop = null;
  }

  /** The owner's note while the shop is closed for today, else null. */
  get closedToday(): string | null {
    return this.current ? closureMessage(this.current, this.clock.now()) : null;
  }

  errorOf(field: DraftTextField | 'hours'): StoreSettingsErrorCode | null {
    return this.fieldErrors[field === 'hours' ? 'hours' : RULE_FIELD[field]] ?? null;
  }

  setField(field: DraftTextField, value: string): void {
    if (!this.draft) return;
    this.draft[field] = value;
    this.edited(RULE_FIELD[field]);
  }

  setDayTime(day: number, which: 'opens' | 'closes', value: string): void {
    const hours = this.draft?.hours[day];
    if (!hours) return;
    hours[which] = value;
    this.edited('hours');
  }

  setDayClosed(day: number, closed: boolean): void {
    const hours = this.draft?.hours[day];
    if (!hours) return;
    hours.closed = closed;
    this.edited('hours');
  }

  setDeliveryCode(enabled: boolean): void {
    if (!this.draft) return;
    this.draft.deliveryCodeEnabled = enabled;
    this.dirty = true;
  }

  setClosureText(text: string): void {
    this.closureText = text;
    this.closureError = null;
  }

  /** Saves the form (the day's closure as it is stored). True when saved. */
  async save(): Promise<boolean> {
    if (!this.draft || !this.current || this.saving) return false;
    this.saving = true;
    this.error = null;
    const result = await this.saveSettings.execute({ settings: settingsFrom(this.draft, this.current.closure) });
    runInAction(() => {
      this.saving = false;
      if (result.ok) {
        this.fieldErrors = {};
        this.dirty = false;
        this.current = result.value;
        this.draft = draftOf(result.value);
        return;
      }
      this.error = result.error.code;
      this.fieldErrors = result.fieldErrors ?? {};
    });
    return result.ok;
  }

  /** 'Close the shop for today' with the message for the home page. True when saved. */
  closeForToday(): Promise<boolean> {
    return this.saveClosure({ date: istDay(this.clock.now()).date, message: this.closureText });
  }

  /** Opens the shop again today. True when saved. */
  reopen(): Promise<boolean> {
    return this.saveClosure(null);
  }

  /** Saves the stored settings with only the closure changed, whatever the form holds unsaved. */
  private async saveClosure(closure: DayClosure | null): Promise<boolean> {
    const current = this.current;
    if (!current || this.closureSaving) return false;
    this.closureSaving = true;
    this.closureError = null;
    const result = await this.saveSettings.execute({ settings: { ...current, closure } });
    runInAction(() => {
      this.closureSaving = false;
      if (result.ok) {
        this.current = result.value;
        this.closureText = '';
        return;
      }
      this.closureError = result.fieldErrors?.closure ?? result.error.code;
    });
    return result.ok;
  }

  private edited(field: StoreSettingsField): void {
    this.dirty = true;
    this.error = null;
    if (this.fieldErrors[field]) {
      const { [field]: _cleared, ...rest } = this.fieldErrors;
      this.fieldErrors = rest;
    }
  }

  private receive(settings: StoreSettings): void {
    this.current = settings;
    if (!this.dirty) this.draft = draftOf(settings);
  }
}
