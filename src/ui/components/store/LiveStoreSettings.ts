import { inject, injectable } from 'inversify';
import { actionBound, makeObservable, observableRef } from 'mobx';
import { ObserveStoreSettings } from '../../../application/store/ObserveStoreSettings';
import type { StoreSettings } from '../../../domain/store/StoreSettings';

/**
 * The owner's store settings, live, for a view model that shows their effect (fees, minimum,
 * hours, closure, the store's location). Null until the first read arrives: screens then show
 * what they can without them, and the use cases still apply the rules.
 */
@injectable('Transient')
export class LiveStoreSettings {
  settings: StoreSettings | null = null;
  private stop: (() => void) | null = null;

  constructor(@inject(ObserveStoreSettings) private readonly observe: ObserveStoreSettings) {
    makeObservable<this, 'receive'>(this, { settings: observableRef, start: actionBound, dispose: actionBound, receive: actionBound });
  }

  /** Starts following; a second call while following does nothing. */
  start(): void {
    if (this.stop) return;
    this.stop = this.observe.execute(this.receive);
  }

  dispose(): void {
    this.stop?.();
    this.stop = null;
  }

  private receive(settings: StoreSettings): void {
    this.settings = settings;
  }
}
