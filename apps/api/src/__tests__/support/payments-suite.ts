// One payments harness per test file with an operator signed in: started before the file's tests, closed after them.
import { afterAll, beforeAll } from 'vitest';
import { newPhone, type Browser } from './accounts-harness';
import { operator } from './operations';
import { startPaymentsHarness, type PaymentsHarness } from './payments-harness';

export interface PaymentsSuite {
  readonly harness: PaymentsHarness;
  /** An operator (Priya Shah), signed in to the console. */
  readonly staff: Browser;
}

/** Registers the file's harness (dynalite, the sandbox, cognito-local, the app) and its operator. */
export function usePaymentsSuite(options: Omit<Parameters<typeof startPaymentsHarness>[0] & object, 'accounts'> = {}): PaymentsSuite {
  let harness: PaymentsHarness | undefined;
  let staff: Browser | undefined;
  beforeAll(async () => {
    harness = await startPaymentsHarness({ ...options, accounts: true });
    staff = await operator(harness as never, newPhone(), 'Priya Shah');
  });
  afterAll(async () => {
    await harness?.close();
  });
  return {
    get harness() {
      return harness!;
    },
    get staff() {
      return staff!;
    },
  };
}
