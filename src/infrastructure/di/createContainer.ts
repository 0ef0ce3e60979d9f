import { Container } from 'inversify';

export type BackendMode = 'memory' | 'local' | 'firebase';

/**
 * The single composition root. Adapters are bound per mode; use cases are classes resolved by
 * autobinding as singletons; view models are bound transient in bindViewModels.
 */
export function createContainer(mode: BackendMode): Container {
  const container = new Container({ autobind: true, defaultScope: 'Singleton' });
  void mode;
  return container;
}
