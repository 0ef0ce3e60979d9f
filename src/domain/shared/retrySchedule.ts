/** docs/SPEC.md 'Business constants and limits': network retries 3, initial delay 1000 ms, factor 1.5. */
export interface RetryPolicy {
  readonly retries: number;
  readonly initialDelayMs: number;
  readonly factor: number;
}

export const NETWORK_RETRY_POLICY: RetryPolicy = { retries: 3, initialDelayMs: 1000, factor: 1.5 };

/** The wait before each retry, in order: [1000, 1500, 2250] for the network policy. */
export function retrySchedule(policy: RetryPolicy = NETWORK_RETRY_POLICY): number[] {
  return Array.from({ length: policy.retries }, (_, i) => Math.round(policy.initialDelayMs * policy.factor ** i));
}
