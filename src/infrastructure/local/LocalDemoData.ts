import type { DemoData } from '../../application/ports/DemoData';
import type { LocalDatabase } from './LocalDatabase';
import { resetDemoData } from './resetDemoData';
import type { SeedData } from './seed/SeedData';

/** 'Reset demo data' for local mode. */
export class LocalDemoData implements DemoData {
  readonly available = true;

  constructor(
    private readonly db: LocalDatabase,
    private readonly loadSeed: () => Promise<SeedData>,
  ) {}

  async reset(): Promise<void> {
    await resetDemoData(this.db, await this.loadSeed());
  }
}
