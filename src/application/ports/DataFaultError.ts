/**
 * The kinds of failure an adapter reports, in the application's words. Adapters translate
 * their SDK's errors into this so use cases can map them to the SPEC messages.
 */
export type DataFaultKind = 'network' | 'permission' | 'notFound' | 'conflict' | 'timeout' | 'unknown';

export class DataFaultError extends Error {
  constructor(
    readonly kind: DataFaultKind,
    detail = '',
  ) {
    super(detail || kind);
    this.name = 'DataFaultError';
  }
}
