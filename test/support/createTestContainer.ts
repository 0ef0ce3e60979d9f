import { Container } from 'inversify';
import { UseCaseCommands } from '../../src/application/commands/UseCaseCommands';
import { CurrentUserToken } from '../../src/application/ports/CurrentUser';
import { ShopCommandsToken } from '../../src/application/ports/ShopCommands';
import { SignedInUser } from '../../src/application/session/SignedInUser';
import { bindMemoryCommerce } from '../../src/infrastructure/memory/bindMemoryCommerce';
import { bindMemoryPeople } from '../../src/infrastructure/memory/bindMemoryPeople';

/**
 * A container with every port bound to its in-memory adapter, fresh for each test. Use cases are
 * resolved by autobinding as singletons, as in the app's container (createAppContainer).
 */
export function createTestContainer(): Container {
  const container = new Container({ autobind: true, defaultScope: 'Singleton' });
  bindMemoryCommerce(container);
  bindMemoryPeople(container);
  container.bind(CurrentUserToken).toService(SignedInUser);
  container.bind(ShopCommandsToken).toService(UseCaseCommands);
  return container;
}
