import { Container, type ServiceIdentifier } from 'inversify';
import { UseCaseCommands } from '../../src/application/commands/UseCaseCommands';
import { AuthServiceToken } from '../../src/application/ports/AuthService';
import { CartRepositoryToken } from '../../src/application/ports/CartRepository';
import { ClockToken } from '../../src/application/ports/Clock';
import { ConnectivityToken } from '../../src/application/ports/Connectivity';
import { CurrentUserToken } from '../../src/application/ports/CurrentUser';
import { DeviceTokenRepositoryToken } from '../../src/application/ports/DeviceTokenRepository';
import { GeocoderToken } from '../../src/application/ports/Geocoder';
import { IdGeneratorToken } from '../../src/application/ports/IdGenerator';
import { ImageStoreToken } from '../../src/application/ports/ImageStore';
import { NotifierToken } from '../../src/application/ports/Notifier';
import { OrderHistoryRepositoryToken } from '../../src/application/ports/OrderHistoryRepository';
import { OrderRepositoryToken } from '../../src/application/ports/OrderRepository';
import { ProductRepositoryToken } from '../../src/application/ports/ProductRepository';
import { RandomToken } from '../../src/application/ports/Random';
import { ShopCommandsToken } from '../../src/application/ports/ShopCommands';
import { StoreSettingsRepositoryToken } from '../../src/application/ports/StoreSettingsRepository';
import { UnitOfWorkToken } from '../../src/application/ports/UnitOfWork';
import { UserRepositoryToken } from '../../src/application/ports/UserRepository';
import { SignedInUser } from '../../src/application/session/SignedInUser';
import type { UserProfile } from '../../src/domain/user/UserProfile';
import { bindMemoryDevice } from '../../src/infrastructure/memory/bindMemoryPeople';

/** Signs `profile` in for the container's use cases, as the session does in the app (null signs out). Returns the container. */
export function actAs(container: Container, profile: UserProfile | null): Container {
  container.get(SignedInUser).set(profile);
  return container;
}

/** The store's data and services every phone shares; each phone has its own session. */
const SHARED: ServiceIdentifier<unknown>[] = [
  ProductRepositoryToken,
  CartRepositoryToken,
  OrderRepositoryToken,
  OrderHistoryRepositoryToken,
  StoreSettingsRepositoryToken,
  UnitOfWorkToken,
  UserRepositoryToken,
  AuthServiceToken,
  ImageStoreToken,
  ClockToken,
  IdGeneratorToken,
  ConnectivityToken,
  RandomToken,
  GeocoderToken,
  DeviceTokenRepositoryToken,
  NotifierToken,
];

/**
 * A second phone on the same store: the memory adapters of `container`, with a session (and the
 * device's own alert ports) of its own in which `profile` is signed in. Two people acting at the
 * same moment each use their own.
 */
export function anotherDevice(container: Container, profile: UserProfile | null): Container {
  const device = new Container({ autobind: true, defaultScope: 'Singleton' });
  for (const token of SHARED) device.bind(token).toConstantValue(container.get(token));
  device.bind(CurrentUserToken).toService(SignedInUser);
  device.bind(ShopCommandsToken).toService(UseCaseCommands);
  bindMemoryDevice(device);
  return actAs(device, profile);
}
