// The hosted page of a Payment Link (its short_url, `/i/<code>`): the amount and description, the payment methods with
// Razorpay's test identities, and the customer's phone and e-mail, which the customer types in (Razorpay does not
// fill them in from the link, by its security policy). Its payment call answers what Razorpay gives a callback_url:
// razorpay_payment_id, razorpay_payment_link_id, razorpay_payment_link_reference_id, razorpay_payment_link_status and
// razorpay_signature (HMAC-SHA256 of `link_id|reference_id|status|payment_id` with the key secret).
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { RazorpayPaymentLink } from '../gateway/entities';
import { badRequest } from '../gateway/errors';
import type { PaymentLinks } from '../gateway/payment-links';
import type { Body } from '../gateway/validate';
import { escapeHtml, formatPaise, methodPanels } from './checkout-page';
import { instrumentAndOutcome } from './checkout-routes';

export const linkPageScript = readFileSync(new URL('./assets/link-page.js', import.meta.url), 'utf8');

/** The hosted page's own policy: only its files and its own payment call. */
export const linkPagePolicy =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'none'; base-uri 'none'";

/** The signature a Payment Link's callback carries (Razorpay's: verified by the SDK's validatePaymentVerification). */
export function paymentLinkSignature(link: Pick<RazorpayPaymentLink, 'id' | 'reference_id' | 'status'>, paymentId: string, keySecret: string): string {
  return createHmac('sha256', keySecret).update(`${link.id}|${link.reference_id}|${link.status}|${paymentId}`).digest('hex');
}

function shell(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/v1/checkout/page.css">
<script src="/v1/checkout/pay-form.js" defer></script>
<script src="/i/link-page.js" defer></script>
</head>
<body class="hosted">
<main class="sheet hosted" aria-labelledby="title">
${content}
</main>
</body>
</html>`;
}

const closedWords: Record<string, string> = {
  paid: 'This payment link has been paid. Thank you!',
  cancelled: 'This payment link was cancelled by the merchant. Ask them for a new one.',
  expired: 'This payment link has expired. Ask the merchant for a new one.',
};

/** GET /i/<code>: the link's page (or why it can no longer be paid). */
export function linkPage(link: RazorpayPaymentLink | undefined): { status: number; html: string } {
  if (!link) {
    return {
      status: 404,
      html: shell(
        'Payment link not found',
        `<header><div class="who"><h1 id="title">Payment link not found</h1></div></header><div class="problem"><p role="alert">Check the link you were sent.</p></div>`,
      ),
    };
  }
  const amount = formatPaise(link.amount);
  const heading = `<header><div class="who"><h1 id="title">Payment request</h1>${link.description ? `<p>${escapeHtml(link.description)}</p>` : ''}</div><p class="amount">${amount}</p></header>
<p class="test-mode">Test mode: Razorpay sandbox. No money moves.</p>`;
  if (link.status !== 'created') {
    return {
      status: 200,
      html: shell(
        `Payment link ${link.status}`,
        `${heading}<div class="paid-note"><p class="${link.status === 'paid' ? 'done' : ''}" role="status">${closedWords[link.status]}</p></div>`,
      ),
    };
  }
  const methods = [
    ['upi', 'UPI'],
    ['card', 'Card'],
    ['netbanking', 'Net banking'],
    ['qr', 'UPI QR'],
  ]
    .map(([value, label]) => `<label class="choice"><input type="radio" name="method" value="${value}"${value === 'upi' ? ' checked' : ''}>${label}</label>`)
    .join('\n');
  const form = `<form id="pay-form" novalidate>
<div class="field"><label for="contact">Phone</label><input type="tel" id="contact" name="contact" autocomplete="tel" inputmode="tel" required></div>
<div class="field"><label for="email">E-mail</label><input type="email" id="email" name="email" autocomplete="email" required></div>
<fieldset><legend>Pay with</legend><div class="choices">${methods}</div></fieldset>
${methodPanels(link.id, '')}
<button type="submit" class="pay">Pay ${amount}</button>
<p id="status" class="status" role="status" aria-live="polite"></p>
</form>`;
  return { status: 200, html: shell(`Pay ${amount} (Razorpay sandbox)`, `${heading}${form}`) };
}

/** POST /i/<code>/pay from the hosted page. */
export function payLink(links: PaymentLinks, code: string, body: Body, keySecret: string): unknown {
  const link = links.byShortCode(code);
  if (!link) throw badRequest('The payment link does not exist.');
  const contact = typeof body.contact === 'string' ? body.contact.replace(/[\s-]/g, '') : '';
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  if (!/^\+?\d{10,13}$/.test(contact)) throw badRequest('Phone: enter your 10-digit mobile number', 'contact');
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw badRequest('E-mail: enter a valid e-mail address', 'email');
  const { instrument, outcome } = instrumentAndOutcome(body);
  const payment = links.pay(link.id, instrument, outcome, { contact, email });
  if (payment.status === 'failed') {
    return { error: { code: payment.error_code, description: payment.error_description, reason: payment.error_reason, metadata: { payment_id: payment.id } } };
  }
  const paid = links.link(link.id);
  const answer = {
    razorpay_payment_id: payment.id,
    razorpay_payment_link_id: paid.id,
    razorpay_payment_link_reference_id: paid.reference_id,
    razorpay_payment_link_status: paid.status,
    razorpay_signature: paymentLinkSignature(paid, payment.id, keySecret),
  };
  if (!paid.callback_url) return answer;
  const callback = new URL(paid.callback_url);
  for (const [name, value] of Object.entries(answer)) callback.searchParams.set(name, value);
  return { ...answer, callback: callback.toString() };
}
