import type { KeptReads } from '../../application/ports/KeptReads';

/**
 * Local mode keeps no copies: its catalogue is already on the device (IndexedDB) and answers
 * without waiting for a network, so a kept copy would only draw each screen twice.
 */
export class NothingKept implements KeptReads {
  get(): unknown {
    return undefined;
  }

  put(): void {}
}
