import type { Container } from 'inversify';
import { createContainer } from '../../src/infrastructure/di/createContainer';

/** A container with every port bound to its in-memory adapter, fresh for each test. */
export function createTestContainer(): Container {
  return createContainer('memory');
}
