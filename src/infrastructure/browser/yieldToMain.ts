interface PrioritizedScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task so the browser can paint and handle input before the rest of the start-up:
 * each step then is a task of its own instead of one long task a tap would wait behind.
 * scheduler.yield() (Chrome 129) resumes ahead of other queued work; elsewhere a macrotask does.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<PrioritizedScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
