import type { AlertSound, SoundState } from '../../application/ports/AlertSound';

/** The shop's chime: two short bell tones (public/sounds/order-chime.wav: 0.8 s, 16 kHz mono, 25 kB). */
export const CHIME_URL = '/sounds/order-chime.wav';

/**
 * The chime through one <audio> element. A phone plays sound only after a tap in the page: unlock()
 * (called from a tap) plays it once muted, which lets that element sound later from a live listener;
 * a play() the browser still refuses (NotAllowedError) makes the state 'blocked' until the next tap.
 */
export class HtmlAudioAlertSound implements AlertSound {
  private audio: HTMLAudioElement | null = null;
  private current: SoundState = 'unknown';
  private readonly listeners = new Set<(state: SoundState) => void>();

  constructor(private readonly url: string = CHIME_URL) {}

  state(): SoundState {
    return this.current;
  }

  observe(listener: (state: SoundState) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  async unlock(): Promise<boolean> {
    const audio = this.element();
    if (!audio) return false;
    audio.muted = true;
    try {
      await audio.play();
      audio.pause();
      audio.currentTime = 0;
      this.set('ready');
      return true;
    } catch (error) {
      if (isBlocked(error)) this.set('blocked');
      return false;
    } finally {
      audio.muted = false;
    }
  }

  async play(): Promise<boolean> {
    const audio = this.element();
    if (!audio) return false;
    try {
      audio.currentTime = 0;
      await audio.play();
      this.set('ready');
      return true;
    } catch (error) {
      // Blocked until a tap; any other failure (the file did not load) is not the person's to fix.
      if (isBlocked(error)) this.set('blocked');
      else console.warn('The alert chime could not play', error);
      return false;
    }
  }

  private element(): HTMLAudioElement | null {
    if (typeof Audio !== 'function') return null;
    if (!this.audio) {
      this.audio = new Audio(this.url);
      this.audio.preload = 'auto';
    }
    return this.audio;
  }

  private set(state: SoundState): void {
    if (state === this.current) return;
    this.current = state;
    for (const listener of [...this.listeners]) listener(state);
  }
}

const isBlocked = (error: unknown): boolean => error instanceof DOMException && error.name === 'NotAllowedError';
