import type { AlertSound, SoundState } from '../../application/ports/AlertSound';

/**
 * The chime as a phone treats it: with `needsTap` (a phone browser) it plays only after unlock(),
 * otherwise at once. Counts what it played.
 */
export class InMemoryAlertSound implements AlertSound {
  plays = 0;
  private current: SoundState = 'unknown';
  private unlocked = false;
  private readonly listeners = new Set<(state: SoundState) => void>();

  constructor(private needsTap = false) {}

  /** Whether the browser wants a tap before any sound (a test makes a phone of it). */
  setNeedsTap(needsTap: boolean): void {
    this.needsTap = needsTap;
  }

  state(): SoundState {
    return this.current;
  }

  observe(listener: (state: SoundState) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  async unlock(): Promise<boolean> {
    this.unlocked = true;
    this.set('ready');
    return true;
  }

  async play(): Promise<boolean> {
    if (this.needsTap && !this.unlocked) {
      this.set('blocked');
      return false;
    }
    this.plays += 1;
    this.set('ready');
    return true;
  }

  private set(state: SoundState): void {
    if (state === this.current) return;
    this.current = state;
    for (const listener of [...this.listeners]) listener(state);
  }
}
