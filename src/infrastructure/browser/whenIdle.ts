import { yieldToMain } from './yieldToMain';

/**
 * Resolves once the main thread is idle, or after `timeoutMs` at the latest. Unlike yieldToMain
 * (which resumes ahead of queued work), it waits behind a render React is slicing into tasks.
 * Where requestIdleCallback is missing (Safari), the next task.
 */
export function whenIdle(timeoutMs: number): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return yieldToMain();
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: timeoutMs }));
}
