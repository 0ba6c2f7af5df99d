// pnpm --filter @partybox/api razorpay:smoke [--amount 1] [--port 8788] [--minutes 10] [--webhooks receive|skip]
// The step before going live (apps/api/README.md): with Razorpay TEST keys in RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET
// and RAZORPAY_WEBHOOK_SECRET, runs modules/payments/razorpay-smoke.ts against Razorpay itself and exits 0 only when every
// check passed (1: one failed or could not start; 2: none failed but some were not run, such as skipped webhooks).
import { toPaise } from '@partybox/pricing';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../platform/env/env';
import { PaymentGateway, razorpayCheckoutScriptUrl, exitCodeOf, runRazorpaySmoke } from '../modules/payments';

export const usage =
  'Usage: RAZORPAY_KEY_ID=rzp_test_… RAZORPAY_KEY_SECRET=… RAZORPAY_WEBHOOK_SECRET=… pnpm --filter @partybox/api razorpay:smoke [--amount <rupees, default 1>] [--port <default 8788>] [--minutes <to pay, default 10>] [--webhooks receive|skip]';

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      amount: { type: 'string', default: '1' },
      port: { type: 'string', default: '8788' },
      minutes: { type: 'string', default: '10' },
      webhooks: { type: 'string', default: 'receive' },
      // Where the SDK sends its calls instead of api.razorpay.com (this script's own test points it at a closed port).
      'host-url': { type: 'string' },
    },
  });
  const amount = Number(values.amount);
  const port = Number(values.port);
  const minutes = Number(values.minutes);
  if (!Number.isInteger(amount) || amount < 1 || !Number.isInteger(port) || port < 0 || !(minutes > 0) || !['receive', 'skip'].includes(values.webhooks)) {
    console.error(usage);
    return 1;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const payments = config.payments;
  if (payments?.mode !== 'razorpay') {
    console.error(
      'razorpay:smoke needs Razorpay TEST keys: set RAZORPAY_KEY_ID (rzp_test_…) and RAZORPAY_KEY_SECRET (Dashboard, Test mode, Account & Settings, API Keys) and RAZORPAY_WEBHOOK_SECRET (the secret of the test-mode webhook). Nothing was checked.',
    );
    console.error(usage);
    return 1;
  }
  if (!payments.keyId.startsWith('rzp_test_')) {
    console.error(`razorpay:smoke runs only with TEST keys (rzp_test_…): ${payments.keyId} would take real money. Nothing was checked.`);
    return 1;
  }
  const hostUrl = values['host-url'];
  const gateway = new PaymentGateway({
    keyId: payments.keyId,
    keySecret: payments.keySecret,
    webhookSecret: payments.webhookSecret,
    ...(hostUrl && { hostUrl }),
  });
  console.log(`razorpay:smoke against Razorpay (test mode, key ${payments.keyId}), ₹${amount}:`);
  const results = await runRazorpaySmoke({
    gateway,
    checkoutScriptUrl: razorpayCheckoutScriptUrl,
    port,
    amountPaise: toPaise(amount),
    paymentTimeoutMs: minutes * 60_000,
    webhookTimeoutMs: 120_000,
    webhooks: values.webhooks as 'receive' | 'skip',
    print: (line) => console.log(line),
  });
  const code = exitCodeOf(results);
  console.log(
    code === 0
      ? '\nEvery check passed: the account and this build agree on capture, signatures, webhooks and refunds.'
      : code === 2
        ? '\nNo check failed, but some were NOT RUN: this is not a pass.'
        : '\nAt least one check FAILED (above): do not go live until it passes.',
  );
  return code;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
