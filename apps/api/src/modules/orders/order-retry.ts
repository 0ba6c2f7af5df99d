// The one conflict retry of every order workflow: every change is ONE conditional write on the version the writer read
// (order-repository.ts); when another writer moved the order in between, the order is read again and the workflow
// decides again on what it is now. Used by the order service and by the payments module's folds.
import type { OrderRecord } from '../../platform/db/records';
import { OrderConflictError } from './order-repository';

export interface RetryOptions<T> {
  /** Runs of the step in all (the first and the retries). */
  readonly attempts: number;
  /** The order as stored now (strongly consistent). */
  readonly reread: (order: OrderRecord) => Promise<OrderRecord>;
  /** Wait a short, growing, jittered pause before each retry, so writers racing on one order spread out. */
  readonly backoff?: boolean;
  /** The answer once every attempt met a conflict; absent: the last conflict is thrown. */
  readonly exhausted?: (current: OrderRecord) => T;
}

/** A short pause that grows with each conflict, jittered so racing writers spread out. */
export const conflictBackoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 15 * attempt));

/** Runs `step` on the order; on an OrderConflictError reads the order again and runs `step` on it again. */
export async function retryOnConflict<T>(order: OrderRecord, step: (current: OrderRecord) => Promise<T>, options: RetryOptions<T>): Promise<T> {
  let current = order;
  for (let attempt = 1; ; attempt++) {
    try {
      return await step(current);
    } catch (error) {
      if (!(error instanceof OrderConflictError)) throw error;
      if (attempt >= options.attempts) {
        if (options.exhausted) return options.exhausted(current);
        throw error;
      }
      if (options.backoff) await conflictBackoff(attempt);
      current = await options.reread(current);
    }
  }
}
