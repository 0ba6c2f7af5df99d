// Runs the sandbox on its own, for trying the checkout or the controls by hand:
//   pnpm --filter @partybox/razorpay-sandbox start -- --port 4010 --data-dir .data/razorpay --webhook-url http://127.0.0.1:3000/api/payments/razorpay/webhook
import { parseArgs } from 'node:util';
import { startRazorpaySandbox } from './sandbox';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    'data-dir': { type: 'string' },
    'webhook-url': { type: 'string' },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port: "${values.port}" is not a port number (0-65535)`);

const sandbox = await startRazorpaySandbox({
  port,
  host: values.host,
  ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}),
  ...(values['webhook-url'] ? { webhookUrl: values['webhook-url'] } : {}),
});
console.log(`Razorpay sandbox on ${sandbox.url}
  checkout.js      ${sandbox.checkoutScriptUrl}
  key id           ${sandbox.keyId}
  key secret       ${sandbox.keySecret}
  webhook secret   ${sandbox.webhookSecret}
  state            ${sandbox.stateFile ?? 'in memory only (pass --data-dir to keep it)'}
  controls         ${sandbox.url}/sandbox`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void sandbox.close().then(() => process.exit(0)));
