import { Container } from 'inversify';
import { UseCaseCommands } from '../../application/commands/UseCaseCommands';
import { CurrentUserToken } from '../../application/ports/CurrentUser';
import { ShopCommandsToken } from '../../application/ports/ShopCommands';
import { SignedInUser } from '../../application/session/SignedInUser';
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
  container.bind(CurrentUserToken).toService(SignedInUser);
  container.bind(ShopCommandsToken).toService(UseCaseCommands);
  return container;
}
