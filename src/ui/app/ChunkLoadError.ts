/** A screen's code could not be downloaded: it failed, or took longer than the chunk-load timeout. */
export class ChunkLoadError extends Error {
  constructor(
    readonly reason: 'failed' | 'timeout',
    options?: { cause?: unknown },
  ) {
    super(`Screen code ${reason === 'timeout' ? 'timed out' : 'failed to load'}`, options);
    this.name = 'ChunkLoadError';
  }
}
