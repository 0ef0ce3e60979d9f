/**
 * A live subscription that belongs to someone (the signed-in user's cart, orders...). start(owner)
 * opens it; starting again for the same owner leaves it running, for another owner stops it and
 * opens afresh; stop() ends it. `open` returns the unsubscribe, or null when nothing could start
 * (nobody signed in, not allowed): the next start() then tries again even for the same owner, so
 * a role granted meanwhile takes effect. Owners are compared with `same` (by default, as values).
 */
export class LiveSubscription<T> {
  private running: { owner: T; stop: () => void } | null = null;

  constructor(
    private readonly open: (owner: T) => (() => void) | null,
    private readonly same: (a: T, b: T) => boolean = Object.is,
  ) {}

  start(owner: T): void {
    if (this.running && this.same(this.running.owner, owner)) return;
    this.stop();
    const stop = this.open(owner);
    if (stop) this.running = { owner, stop };
  }

  /** Safe to call more than once. */
  stop(): void {
    const running = this.running;
    this.running = null;
    running?.stop();
  }
}
