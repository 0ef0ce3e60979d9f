/**
 * The SDK retries forever against a missing or stuck emulator; every call a test makes goes
 * through this so a broken setup fails in seconds with the step that hung.
 */
export function within<T>(promise: Promise<T>, what: string, ms = 10_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer from the emulator in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Resolves with the first value a listener reports that satisfies `accept`. */
export function nextValue<T>(
  subscribe: (listener: (value: T) => void) => () => void,
  accept: (value: T) => boolean,
  what: string,
  ms = 10_000,
): Promise<T> {
  let stop: (() => void) | undefined;
  const seen = new Promise<T>((resolve) => {
    stop = subscribe((value) => {
      if (accept(value)) resolve(value);
    });
  });
  return within(seen, what, ms).finally(() => stop?.());
}
