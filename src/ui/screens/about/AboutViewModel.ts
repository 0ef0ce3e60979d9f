import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable } from 'mobx';
import { CurrentUserToken, type CurrentUser } from '../../../application/ports/CurrentUser';
import { defaultStoreSettings } from '../../../domain/store/defaultStoreSettings';
import type { DayHours } from '../../../domain/store/StoreSettings';
import { storePublicFacts } from '../../../domain/store/storePublicFacts';
import type { UserProfile } from '../../../domain/user/UserProfile';
import { LiveSubscription } from '../../app/LiveSubscription';
import type { ViewModel } from '../../app/useViewModel';
import { telHref } from '../../components/orders/orderFacts';
import { LiveStoreSettings } from '../../components/store/LiveStoreSettings';

/** The store's facts as the about page shows them; null where the owner set nothing, which the page leaves out. */
export interface AboutFacts {
  /** Null: the shop's own name, in the reader's language. */
  name: string | null;
  address: string | null;
  phone: string | null;
  phoneHref: string | null;
  whatsapp: string | null;
  whatsappHref: string | null;
  /** One window for every day, or the week day by day (null = closed), Sunday first. */
  hours: { everyDay: DayHours } | { week: (DayHours | null)[] };
  deliveryRadiusKm: number;
  allowedPincodes: string[];
}

const DEFAULT_NAME = defaultStoreSettings().name;

const sameHours = (a: DayHours | null, b: DayHours | null) => a !== null && b !== null && a.opens === b.opens && a.closes === b.closes;

/** wa.me wants the number with its country code and nothing else; a 10-digit number is Indian. */
const whatsappHref = (number: string): string => {
  const digits = number.replace(/\D/g, '');
  return `https://wa.me/${digits.length === 10 ? `91${digits}` : digits}`;
};

/**
 * /about: only what the owner set in the store settings, read live for anyone. Until
 * they are read, or when they cannot be (a visitor where only the signed-in may read them), the
 * page shows no store facts rather than someone else's.
 */
@injectable('Transient')
export class AboutViewModel implements ViewModel {
  /** The settings, followed afresh when someone signs in or out: what may be read changes with that. */
  private readonly settings = new LiveSubscription<boolean>(() => {
    this.store.start();
    return () => this.store.dispose();
  });
  private stopUser: (() => void) | null = null;

  constructor(
    @inject(LiveStoreSettings) private readonly store: LiveStoreSettings,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {
    makeObservable<this, 'follow'>(this, { facts: computed, mount: actionBound, dispose: actionBound, follow: actionBound });
  }

  mount(): void {
    this.stopUser ??= this.currentUser.observe(this.follow);
  }

  dispose(): void {
    this.stopUser?.();
    this.stopUser = null;
    this.settings.stop();
  }

  get facts(): AboutFacts | null {
    const settings = this.store.settings;
    if (!settings) return null;
    const s = storePublicFacts(settings);
    const first = s.hours[0];
    return {
      // The shop's own name stays translated (it has a Hindi form) until the owner names the store.
      name: s.name === DEFAULT_NAME ? null : s.name,
      address: s.address,
      phone: s.phone,
      phoneHref: s.phone ? telHref(s.phone) : null,
      whatsapp: s.whatsapp,
      whatsappHref: s.whatsapp ? whatsappHref(s.whatsapp) : null,
      hours: first && s.hours.every((day) => sameHours(day, first)) ? { everyDay: first } : { week: [...s.hours] },
      deliveryRadiusKm: s.deliveryRadiusKm,
      allowedPincodes: s.allowedPincodes,
    };
  }

  private follow(user: UserProfile | null): void {
    this.settings.start(user !== null);
  }
}
