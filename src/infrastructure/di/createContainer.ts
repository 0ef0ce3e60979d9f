import { Container } from 'inversify';
import { bindMemoryCommerce } from '../memory/bindMemoryCommerce';
import { bindMemoryPeople } from '../memory/bindMemoryPeople';

export type BackendMode = 'memory' | 'local' | 'firebase';

/**
 * The single composition root for tests ('memory'). Adapters are bound per mode; use cases are
 * resolved by autobinding as singletons (they have @injectable and @inject on every parameter).
 */
export function createContainer(mode: 'memory'): Container {
  const container = new Container({ autobind: true, defaultScope: 'Singleton' });
  if (mode === 'memory') {
    bindMemoryCommerce(container);
    bindMemoryPeople(container);
  }
  return container;
}
