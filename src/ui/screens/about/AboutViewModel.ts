import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { defaultStoreSettings } from '../../../domain/store/defaultStoreSettings';
import type { DayHours } from '../../../domain/store/StoreSettings';
import type { ViewModel } from '../../app/useViewModel';
import { telHref } from '../../components/orders/orderFacts';
import { LiveStoreSettings } from '../../components/store/LiveStoreSettings';

/** The store's facts as the about page shows them. Null name or address: say the translated default. */
export interface AboutFacts {
  name: string | null;
  address: string | null;
  phone: string;
  phoneHref: string;
  whatsapp: string | null;
  whatsappHref: string | null;
  /** One window for every day, or the week day by day (null = closed), Sunday first. */
  hours: { everyDay: DayHours } | { week: (DayHours | null)[] };
  deliveryRadiusKm: number;
}

const DEFAULTS = defaultStoreSettings();

const sameHours = (a: DayHours | null, b: DayHours | null) => a !== null && b !== null && a.opens === b.opens && a.closes === b.closes;

/** wa.me wants the number with its country code and nothing else; a 10-digit number is Indian. */
const whatsappHref = (number: string): string => {
  const digits = number.replace(/\D/g, '');
  return `https://wa.me/${digits.length === 10 ? `91${digits}` : digits}`;
};

/**
 * /about: the owner's live settings (issue 12) for whoever is signed in (the settings are readable
 * only then); a visitor sees the defaults. Text the owner never changed keeps its
 * translation.
 */
@injectable('Transient')
export class AboutViewModel implements ViewModel {
  constructor(@inject(LiveStoreSettings) private readonly store: LiveStoreSettings) {
    makeAutoObservable<this, 'store'>(this, { store: false }, { autoBind: true });
  }

  setSignedIn(signedIn: boolean): void {
    if (signedIn) this.store.start();
    else this.store.dispose();
  }

  dispose(): void {
    this.store.dispose();
  }

  get facts(): AboutFacts {
    // A visitor cannot read the settings: they see the store as it starts.
    const s = this.store.settings ?? DEFAULTS;
    const first = s.hours[0];
    const whatsapp = s.whatsapp.trim();
    return {
      name: s.name === DEFAULTS.name ? null : s.name,
      address: s.address === DEFAULTS.address ? null : s.address,
      phone: s.phone,
      phoneHref: telHref(s.phone),
      whatsapp: whatsapp || null,
      whatsappHref: whatsapp ? whatsappHref(whatsapp) : null,
      hours: first && s.hours.every((day) => sameHours(day, first)) ? { everyDay: first } : { week: [...s.hours] },
      deliveryRadiusKm: s.deliveryRadiusKm,
    };
  }
}
