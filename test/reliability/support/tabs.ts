import { Dexie } from 'dexie';
import type { Container } from 'inversify';
import { LocalDatabase } from '../../../src/infrastructure/local/LocalDatabase';
import { createTestContainer } from '../../support/createTestContainer';
import { bindLocalData, freshLocalName, readLocalState, seedLocal, type ShopSeed, type ShopState } from './backends';

/**
 * Browser tabs of local mode: each has its own container (its own use-case instances, clock and
 * IndexedDB connection) over one database name, as tabs of one browser share one IndexedDB.
 */
export class LocalTabs {
  readonly name = freshLocalName();
  private readonly databases: LocalDatabase[] = [];

  open(): Container {
    const db = new LocalDatabase(this.name);
    this.databases.push(db);
    const container = createTestContainer();
    bindLocalData(container, db);
    return container;
  }

  /** Writes the records through a connection of its own, as an earlier visit would have. */
  async seed(data: ShopSeed): Promise<void> {
    const db = new LocalDatabase(this.name);
    try {
      await seedLocal(db, data);
    } finally {
      db.close();
    }
  }

  async state(): Promise<ShopState> {
    const db = new LocalDatabase(this.name);
    try {
      return await readLocalState(db);
    } finally {
      db.close();
    }
  }

  async close(): Promise<void> {
    for (const db of this.databases.splice(0)) db.close();
    await Dexie.delete(this.name);
  }
}
