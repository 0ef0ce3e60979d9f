import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ChunkLoadError } from './ChunkLoadError';

/** docs/SPEC.md 'Business constants and limits': a screen's chunk may take up to 120 s on a slow village connection. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

type ScreenModule = { default: ComponentType };

export interface LazyScreen {
  /** Starts the download without rendering (startup preloads the first screen). Never rejects. */
  preload(): Promise<void>;
  /** The component to render; a new one after retry(), because React.lazy remembers a failure forever. */
  readonly Component: LazyExoticComponent<ComponentType>;
  /** Forget a failed download so the next render fetches the code again. */
  retry(): void;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(cause instanceof ChunkLoadError ? cause : new ChunkLoadError('failed', { cause }));
      },
    );
  });
}

/** A code-split screen: one download shared by preload and render, with a timeout and a retry path. */
export function lazyScreen(load: () => Promise<ScreenModule>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): LazyScreen {
  let pending: Promise<ScreenModule> | null = null;
  const start = (): Promise<ScreenModule> => {
    pending ??= withTimeout(load(), timeoutMs).catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  let Component = lazy(start);
  return {
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
    get Component() {
      return Component;
    },
    retry() {
      pending = null;
      Component = lazy(start);
    },
  };
}
