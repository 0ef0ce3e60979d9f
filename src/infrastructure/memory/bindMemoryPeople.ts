import type { Container, Newable, ServiceIdentifier } from 'inversify';
import { AlertLedgerToken } from '../../application/ports/AlertLedger';
import { AlertSettingsStoreToken } from '../../application/ports/AlertSettingsStore';
import { AlertSoundToken } from '../../application/ports/AlertSound';
import { AuthServiceToken } from '../../application/ports/AuthService';
import { DeviceNotificationsToken } from '../../application/ports/DeviceNotifications';
import { PushDevicesToken } from '../../application/ports/PushDevices';
import { ScreenWakeLockToken } from '../../application/ports/ScreenWakeLock';
import { GeocoderToken } from '../../application/ports/Geocoder';
import { GeolocationToken } from '../../application/ports/Geolocation';
import { ImageStoreToken } from '../../application/ports/ImageStore';
import { KeptReadsToken } from '../../application/ports/KeptReads';
import { MapViewToken } from '../../application/ports/MapView';
import { UserRepositoryToken } from '../../application/ports/UserRepository';
import { InMemoryAlertLedger } from './InMemoryAlertLedger';
import { InMemoryAlertSettingsStore } from './InMemoryAlertSettingsStore';
import { InMemoryAlertSound } from './InMemoryAlertSound';
import { InMemoryAuthService } from './InMemoryAuthService';
import { InMemoryDeviceNotifications } from './InMemoryDeviceNotifications';
import { InMemoryPushDevices } from './InMemoryPushDevices';
import { InMemoryScreenWakeLock } from './InMemoryScreenWakeLock';
import { InMemoryGeocoder } from './InMemoryGeocoder';
import { InMemoryGeolocation } from './InMemoryGeolocation';
import { InMemoryImageStore } from './InMemoryImageStore';
import { InMemoryKeptReads } from './InMemoryKeptReads';
import { InMemoryMapView } from './InMemoryMapView';
import { InMemoryUserRepository } from './InMemoryUserRepository';

/**
 * Binds the in-memory auth, user, geocoder, map, geolocation and image adapters, and the device's
 * alert ports (bindMemoryDevice): one fresh
 * instance each per container, reachable by its port token and by its own class (the same
 * instance), so tests can write `container.get(InMemoryUserRepository)` to seed or inject failures.
 */
export function bindMemoryPeople(container: Container): void {
  const bindBoth = <T extends object>(token: ServiceIdentifier<T>, type: Newable<T>, instance: T): void => {
    container.bind(token).toConstantValue(instance);
    container.bind(type).toConstantValue(instance);
  };
  bindBoth(AuthServiceToken, InMemoryAuthService, new InMemoryAuthService());
  bindBoth(UserRepositoryToken, InMemoryUserRepository, new InMemoryUserRepository());
  bindBoth(GeocoderToken, InMemoryGeocoder, new InMemoryGeocoder());
  bindBoth(GeolocationToken, InMemoryGeolocation, new InMemoryGeolocation());
  bindBoth(ImageStoreToken, InMemoryImageStore, new InMemoryImageStore());
  bindBoth(MapViewToken, InMemoryMapView, new InMemoryMapView());
  bindMemoryDevice(container);
}

/**
 * The device's own ports in memory (chime, notifications, the ledger of what was told, the alert
 * choices, the wake lock, the push token, the catalogue answers it kept), one fresh set per phone,
 * each reachable by its class.
 */
export function bindMemoryDevice(container: Container): void {
  const bindBoth = <T extends object>(token: ServiceIdentifier<T>, type: Newable<T>, instance: T): void => {
    container.bind(token).toConstantValue(instance);
    container.bind(type).toConstantValue(instance);
  };
  bindBoth(AlertSoundToken, InMemoryAlertSound, new InMemoryAlertSound());
  bindBoth(DeviceNotificationsToken, InMemoryDeviceNotifications, new InMemoryDeviceNotifications());
  bindBoth(AlertLedgerToken, InMemoryAlertLedger, new InMemoryAlertLedger());
  bindBoth(AlertSettingsStoreToken, InMemoryAlertSettingsStore, new InMemoryAlertSettingsStore());
  bindBoth(ScreenWakeLockToken, InMemoryScreenWakeLock, new InMemoryScreenWakeLock());
  bindBoth(PushDevicesToken, InMemoryPushDevices, new InMemoryPushDevices());
  bindBoth(KeptReadsToken, InMemoryKeptReads, new InMemoryKeptReads());
}
