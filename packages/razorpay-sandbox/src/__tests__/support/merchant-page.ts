// A merchant's payment step for the browser tests: its own origin, a strict CSP that adds only the sandbox origin to
// script-src and frame-src (as the store's payment step will), an order created server-side through the patched SDK,
// and checkout opened with Razorpay's documented options. What checkout reports is pushed to window.checkoutResults.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Razorpay from 'razorpay';
import { sandboxCspSources, type RazorpaySandbox } from '../../index';

const merchantScript = `
window.checkoutResults = [];
document.querySelectorAll('button[data-method]').forEach(function (button) {
  button.addEventListener('click', async function () {
    const order = await (await fetch('/order', { method: 'POST' })).json();
    const checkout = new Razorpay({
      key: document.body.dataset.keyId,
      amount: order.amount,
      currency: 'INR',
      order_id: order.id,
      name: 'Party Box',
      description: 'Order ' + order.receipt,
      prefill: { name: 'Asha Rao', contact: '+919820098200', email: 'asha@example.com', method: button.dataset.method },
      theme: { color: '#9d174d' },
      handler: function (response) { window.checkoutResults.push({ type: 'success', response: response }); },
      modal: { ondismiss: function () { window.checkoutResults.push({ type: 'dismiss' }); } },
    });
    checkout.on('payment.failed', function (response) { window.checkoutResults.push({ type: 'failed', response: response }); });
    checkout.open();
  });
});`;

export async function startMerchantPage(sandbox: RazorpaySandbox, razorpay: Razorpay) {
  const csp = sandboxCspSources(sandbox.url);
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${csp.scriptSrc.join(' ')}`,
    `frame-src ${csp.frameSrc.join(' ')}`,
    "style-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  let orderNumber = 0;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Payment · Party Box</title><script src="${sandbox.checkoutScriptUrl}"></script><script src="/merchant.js" defer></script></head>
<body data-key-id="${sandbox.keyId}"><main><h1>Pay for your party box</h1>
<button type="button" data-method="upi">Pay by UPI</button> <button type="button" data-method="card">Pay by card</button>
<button type="button" data-method="netbanking">Pay by net banking</button></main></body></html>`;
  const server = createServer((request, response) => {
    const headers = { 'content-security-policy': policy, 'cache-control': 'no-store' };
    if (request.url === '/merchant.js') return response.writeHead(200, { ...headers, 'content-type': 'text/javascript' }).end(merchantScript);
    if (request.url === '/order' && request.method === 'POST') {
      orderNumber += 1;
      razorpay.orders
        .create({ amount: 3174400, currency: 'INR', receipt: `PB-2412-${String(orderNumber).padStart(4, '0')}` })
        .then((order) => response.writeHead(200, { ...headers, 'content-type': 'application/json' }).end(JSON.stringify(order)))
        .catch((error: unknown) => response.writeHead(502).end(String(error)));
      return;
    }
    response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
