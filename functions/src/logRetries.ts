import { warn } from 'firebase-functions/logger';
import type { RetryReport } from './admin/AdminUnitOfWork';

/** The word every retried unit of work is logged under: grep for it in the Functions logs. */
export const RETRY_LOG_MARKER = 'unitOfWork.retried';

/**
 * A retried transaction as one structured log line (Cloud Logging in production, the Functions
 * emulator's output here): `attempts` runs of the transaction function for one call.
 * `npm run bench` sums attempts - 1 over these lines to count transaction retries.
 */
export const logRetries: RetryReport = (attempts, outcome) => {
  warn(RETRY_LOG_MARKER, { attempts, outcome });
};
