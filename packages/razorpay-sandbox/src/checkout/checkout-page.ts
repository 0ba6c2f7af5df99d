// The HTML of the sandbox's payment page (shown in the checkout overlay): the merchant, the amount, a method chooser
// preselecting prefill.method, and Razorpay's test identities for each method. What it preselects follows Razorpay's
// Standard Checkout and nothing kinder: prefill.method opens that method only when contact and email are prefilled
// too (Razorpay's checkout asks for them first otherwise), and prefill.bank (a Razorpay bank code such as ICIC)
// selects that bank in net banking; without a known bank code no bank is selected, so the customer picks one.
import type { RazorpayOrder } from '../gateway/entities';
import { testIdentities } from '../gateway/instruments';

export interface CheckoutPageOptions {
  keyId: string;
  parentOrigin: string;
  name: string;
  description: string;
  method: string;
  /** prefill.bank: Razorpay's code of the bank to select in net banking (HDFC, ICIC, SBIN, UTIB, KKBK). */
  bank: string;
  customer: string;
  contact: string;
  email: string;
  color: string;
}

const methods = [
  { value: 'upi', label: 'UPI' },
  { value: 'card', label: 'Card' },
  { value: 'netbanking', label: 'Net banking' },
  { value: 'qr', label: 'UPI QR' },
] as const;

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Paise as rupees in en-IN (₹31,744, or ₹31,744.50 when there are paise). */
export function formatPaise(paise: number): string {
  const fractionDigits = paise % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(paise / 100);
}

export function page(title: string, bodyAttributes: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/v1/checkout/page.css">
<script src="/v1/checkout/pay-form.js" defer></script>
<script src="/v1/checkout/page.js" defer></script>
</head>
<body ${bodyAttributes}>
${content}
</body>
</html>`;
}

/** A page that only explains why the checkout cannot open (unknown key or order, order already paid). */
export function problemPage(parentOrigin: string, message: string): string {
  return page(
    'Razorpay Checkout (sandbox)',
    `data-parent-origin="${escapeHtml(parentOrigin)}"`,
    `<main class="sheet" aria-labelledby="title">
<header><div class="who"><h1 id="title">Payment cannot start</h1></div>
<button type="button" class="close" data-close aria-label="Close checkout">×</button></header>
<div class="problem"><p role="alert">${escapeHtml(message)}</p><button type="button" class="pay" data-close>Close</button></div>
</main>`,
  );
}

export function methodPanels(orderId: string, bank: string): string {
  const known = bank in testIdentities.banks;
  const banks = [
    `<option value=""${known ? '' : ' selected'} disabled>Choose your bank</option>`,
    ...Object.entries(testIdentities.banks).map(([code, name]) => `<option value="${code}"${code === bank ? ' selected' : ''}>${escapeHtml(name)}</option>`),
  ].join('');
  return `<fieldset data-panel="upi"><legend>UPI ID (Razorpay test identities)</legend>
<div class="choices stacked">
<label class="choice"><input type="radio" name="vpa" value="${testIdentities.upiSuccess}" checked><span>${testIdentities.upiSuccess}<span class="hint">the payment succeeds</span></span></label>
<label class="choice"><input type="radio" name="vpa" value="${testIdentities.upiFailure}"><span>${testIdentities.upiFailure}<span class="hint">the payment fails</span></span></label>
</div></fieldset>
<div data-panel="card" hidden>
<div class="field"><label for="card-number">Card number</label><input type="text" id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" value="${testIdentities.card}" aria-describedby="card-hint"></div>
<p class="hint" id="card-hint">Test card ${testIdentities.card} succeeds; any other number is declined.</p>
<div class="row"><div class="field"><label for="card-expiry">Expiry (MM/YY)</label><input type="text" id="card-expiry" name="card_expiry" autocomplete="cc-exp" value="12/30"></div>
<div class="field"><label for="card-cvv">CVV</label><input type="text" id="card-cvv" name="card_cvv" inputmode="numeric" autocomplete="cc-csc" value="123"></div></div>
</div>
<div data-panel="netbanking" hidden><div class="field"><label for="bank">Bank</label><select id="bank" name="bank">${banks}</select></div>
<p class="hint">Every test bank approves the payment.</p></div>
<div data-panel="qr" class="qr" hidden><img src="/v1/checkout/qr/${escapeHtml(orderId)}.svg" width="180" height="180" alt="UPI QR code for this payment">
<p class="hint">Scan with any UPI app. In the sandbox, Pay plays the customer scanning and paying.</p></div>`;
}

/** The payment page for an order. */
export function checkoutPage(order: RazorpayOrder, options: CheckoutPageOptions): string {
  const amount = formatPaise(order.amount_due > 0 ? order.amount_due : order.amount);
  const prefilled = methods.some((method) => method.value === options.method) && options.contact !== '' && options.email !== '';
  const chosen = prefilled ? options.method : 'upi';
  const choices = methods
    .map(
      (method) =>
        `<label class="choice"><input type="radio" name="method" value="${method.value}"${method.value === chosen ? ' checked' : ''}>${method.label}</label>`,
    )
    .join('\n');
  const payer = [options.customer, options.contact, options.email].filter(Boolean).map(escapeHtml).join(' · ');
  const color = /^#[0-9A-Fa-f]{3,8}$/.test(options.color) ? options.color : '';
  const attributes = [
    ['data-parent-origin', options.parentOrigin],
    ['data-key-id', options.keyId],
    ['data-order-id', order.id],
    ['data-email', options.email],
    ['data-contact', options.contact],
    ['data-color', color],
  ]
    .map(([name, value]) => `${name}="${escapeHtml(value!)}"`)
    .join(' ');
  return page(
    `Pay ${amount} to ${options.name || 'the merchant'} (Razorpay sandbox)`,
    attributes,
    `<main class="sheet" aria-labelledby="title">
<header><div class="who"><h1 id="title">${escapeHtml(options.name || 'Checkout')}</h1>${options.description ? `<p>${escapeHtml(options.description)}</p>` : ''}</div>
<p class="amount">${amount}</p>
<button type="button" class="close" data-close aria-label="Close checkout">×</button></header>
<p class="test-mode">Test mode: Razorpay sandbox. No money moves.</p>
<form id="pay-form" novalidate>
<fieldset><legend>Pay with</legend><div class="choices">${choices}</div></fieldset>
${methodPanels(order.id, options.bank)}
${payer ? `<p class="payer">Paying as ${payer}</p>` : ''}
<button type="submit" class="pay">Pay ${amount}</button>
<p id="status" class="status" role="status" aria-live="polite"></p>
</form>
</main>`,
  );
}
