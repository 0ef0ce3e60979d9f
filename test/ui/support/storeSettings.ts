import type { Container } from 'inversify';
import { StoreSettingsRepositoryToken } from '../../../src/application/ports/StoreSettingsRepository';
import type { StoreSettings } from '../../../src/domain/store/StoreSettings';
import { demoStoreSettings } from '../../../src/infrastructure/local/seed/demoStoreSettings';

/**
 * A store an owner has set up (the demo's: the defaults with an address and numbers) with a test's
 * changes: seed them as `seed: { settings: storeSettings({...}) }`.
 */
export const storeSettings = (overrides: Partial<StoreSettings> = {}): StoreSettings => ({ ...demoStoreSettings(), ...overrides });

/** The settings as the store reads them now. */
export const storedSettings = (container: Container): Promise<StoreSettings> => container.get(StoreSettingsRepositoryToken).get();

/** ₹20 delivery, free from ₹300, at least ₹100: the money rules most of these tests use. */
export const MONEY_RULES = { deliveryFee: 2000, freeDeliveryFrom: 30000, minimumOrder: 10000 } as const;

/** MANUAL_CLOCK_START's day in India. */
export const TODAY = '2025-01-15';
