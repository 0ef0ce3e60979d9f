import { Container } from 'inversify';
import type { Connectivity } from '../../src/application/ports/Connectivity';
import { ClockToken } from '../../src/application/ports/Clock';
import { ConnectivityToken } from '../../src/application/ports/Connectivity';
import { CurrentUserToken } from '../../src/application/ports/CurrentUser';
import { IdGeneratorToken } from '../../src/application/ports/IdGenerator';
import { RandomToken } from '../../src/application/ports/Random';
import { StoreSettingsRepositoryToken, type StoreSettingsRepository } from '../../src/application/ports/StoreSettingsRepository';
import { UnitOfWorkToken, type UnitOfWork } from '../../src/application/ports/UnitOfWork';
import { UserRepositoryToken, type UserRepository } from '../../src/application/ports/UserRepository';
import { DeviceTokenRepositoryToken, type DeviceTokenRepository } from '../../src/application/ports/DeviceTokenRepository';
import { NotifierToken, type Notifier } from '../../src/application/ports/Notifier';
import { FixedUser } from '../../src/application/session/FixedUser';
import { GeocoderToken } from '../../src/application/ports/Geocoder';
import { UnavailableGeocoder } from '../../src/infrastructure/google-maps/UnavailableGeocoder';
import type { UserProfile } from '../../src/domain/user/UserProfile';
import { CryptoIdGenerator } from '../../src/infrastructure/browser/CryptoIdGenerator';
import { CryptoRandom } from '../../src/infrastructure/browser/CryptoRandom';
import { SystemClock } from '../../src/infrastructure/browser/SystemClock';

/** The server's data: one set per instance, shared by every call it answers. */
export interface ServerAdapters {
  unitOfWork: UnitOfWork;
  settings: StoreSettingsRepository;
  users: UserRepository;
  /** The token store of closed-app alerts, and the push service that reaches those devices. */
  devices: DeviceTokenRepository;
  notifier: Notifier;
}

/** The server is its own database's neighbour: a checkout never waits for a connection here. */
const online: Connectivity = { isOnline: () => true, observe: () => () => {} };
const clock = new SystemClock();
// Node's Web Crypto: delivery codes and ids nobody can predict from earlier ones.
const random = new CryptoRandom();
const ids = new CryptoIdGenerator();
// No maps on the server: an edited address keeps the point the customer picked, and a typed one
// without a point is judged by the owner's PIN codes, as in the browser when Maps cannot place it.
const geocoder = new UnavailableGeocoder();

/**
 * The composition root of one call: the server's adapters, and the verified caller as the
 * CurrentUser every use case acts for. Use cases are resolved fresh for each call, so one caller's
 * request never runs as another's.
 */
export function createServerContainer(adapters: ServerAdapters, caller: UserProfile): Container {
  const container = new Container({ autobind: true, defaultScope: 'Singleton' });
  container.bind(UnitOfWorkToken).toConstantValue(adapters.unitOfWork);
  container.bind(StoreSettingsRepositoryToken).toConstantValue(adapters.settings);
  container.bind(UserRepositoryToken).toConstantValue(adapters.users);
  container.bind(DeviceTokenRepositoryToken).toConstantValue(adapters.devices);
  container.bind(NotifierToken).toConstantValue(adapters.notifier);
  container.bind(ClockToken).toConstantValue(clock);
  container.bind(RandomToken).toConstantValue(random);
  container.bind(IdGeneratorToken).toConstantValue(ids);
  container.bind(ConnectivityToken).toConstantValue(online);
  container.bind(GeocoderToken).toConstantValue(geocoder);
  container.bind(CurrentUserToken).toConstantValue(new FixedUser(caller));
  return container;
}
