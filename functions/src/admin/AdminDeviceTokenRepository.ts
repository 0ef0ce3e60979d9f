import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import type { DeviceRegistration, DeviceTokenRepository } from '../../../src/application/ports/DeviceTokenRepository';
import { isLanguage } from '../../../src/domain/shared/Language';
import { adminFault } from './adminFault';

/** The token store: pushDevices/{token}, which firestore.rules refuse to every browser, read and written only here. */
export const PUSH_DEVICES = 'pushDevices';

const fromDoc = (snap: DocumentSnapshot): DeviceRegistration | null => {
  const data = snap.data();
  if (!data || typeof data.uid !== 'string') return null;
  const updatedAt = data.updatedAt instanceof Timestamp ? data.updatedAt.toMillis() : 0;
  return {
    token: snap.id,
    uid: data.uid,
    language: isLanguage(data.language) ? data.language : 'en',
    staff: data.staff === true,
    updatedAt,
  };
};

/** Each registered device as the server keeps it: { uid, language, staff, updatedAt } under its token. */
export class AdminDeviceTokenRepository implements DeviceTokenRepository {
  constructor(private readonly db: Firestore) {}

  put(device: DeviceRegistration): Promise<void> {
    return this.call(async () => {
      const { uid, language, staff, updatedAt } = device;
      await this.db
        .collection(PUSH_DEVICES)
        .doc(device.token)
        .set({ uid, language, staff, updatedAt: Timestamp.fromMillis(updatedAt) });
    });
  }

  get(token: string): Promise<DeviceRegistration | null> {
    return this.call(async () => fromDoc(await this.db.collection(PUSH_DEVICES).doc(token).get()));
  }

  remove(token: string): Promise<void> {
    return this.call(async () => {
      await this.db.collection(PUSH_DEVICES).doc(token).delete();
    });
  }

  listByUser(uid: string): Promise<DeviceRegistration[]> {
    return this.list('uid', uid);
  }

  listStaff(): Promise<DeviceRegistration[]> {
    return this.list('staff', true);
  }

  private list(field: string, value: unknown): Promise<DeviceRegistration[]> {
    return this.call(async () => {
      const found = await this.db.collection(PUSH_DEVICES).where(field, '==', value).get();
      return found.docs.map(fromDoc).filter((d): d is DeviceRegistration => d !== null);
    });
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw adminFault(error);
    }
  }
}
