import type { DemoData } from '../../application/ports/DemoData';

/** A real store's data is never reset from the app: Firebase mode has no demo data. */
export class UnavailableDemoData implements DemoData {
  readonly available = false;

  reset(): Promise<void> {
    return Promise.reject(new Error('Demo data exists only in local mode'));
  }
}
