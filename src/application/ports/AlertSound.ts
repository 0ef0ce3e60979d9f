import type { ServiceIdentifier } from 'inversify';

/** Whether the chime can sound: a phone plays sound only after a tap in the page. 'unknown' until it has tried. */
export type SoundState = 'unknown' | 'ready' | 'blocked';

/** The device's alert chime (a small sound the shop bundles). */
export interface AlertSound {
  state(): SoundState;
  /** Reports the state now and on every change; returns unsubscribe. */
  observe(listener: (state: SoundState) => void): () => void;
  /** Call it from a tap: lets the chime sound from now on. True when it may. */
  unlock(): Promise<boolean>;
  /** Plays the chime once; false when the browser blocked it (the state is then 'blocked'). */
  play(): Promise<boolean>;
}

export const AlertSoundToken: ServiceIdentifier<AlertSound> = Symbol.for('AlertSound');
