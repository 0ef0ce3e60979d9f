/**
 * At most `size` calls in flight at once. The Functions emulator starts a worker process for each
 * call that finds no idle one, and a worker that takes longer than 30 s to start on a busy machine
 * fails the call without an answer ('Failed to load function'): a soak keeps to the number of
 * workers it warmed up (warmUpWorkers), where production would spread calls over instances.
 */
export class InFlightLimit {
  private running = 0;
  private readonly queue: Array<() => void> = [];

  constructor(private readonly size: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.running += 1;
    try {
      return await work();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
