// The sandbox's payment page, inside the checkout overlay: shows the panel of the chosen method, posts the payment to
// the sandbox (same origin) and tells the merchant's page the outcome through postMessage to its origin only.
/* global window, document */
(function () {
  'use strict';
  var body = document.body;
  var parentOrigin = body.dataset.parentOrigin;
  var form = document.getElementById('pay-form');
  var status = document.getElementById('status');

  function tellParent(type, response) {
    if (window.parent !== window && parentOrigin) window.parent.postMessage({ source: 'razorpay-sandbox', type: type, response: response }, parentOrigin);
  }

  function dismiss() {
    tellParent('dismiss');
  }

  if (body.dataset.color) document.documentElement.style.setProperty('--theme', body.dataset.color);
  document.querySelectorAll('[data-close]').forEach(function (button) {
    button.addEventListener('click', dismiss);
  });
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') dismiss();
  });
  if (!form) return;

  var payButton = form.querySelector('button[type="submit"]');

  function showPanel() {
    var chosen = form.querySelector('input[name="method"]:checked');
    form.querySelectorAll('[data-panel]').forEach(function (panel) {
      panel.hidden = !chosen || panel.dataset.panel !== chosen.value;
    });
  }
  form.querySelectorAll('input[name="method"]').forEach(function (radio) {
    radio.addEventListener('change', showPanel);
  });
  showPanel();

  function say(text, kind) {
    status.textContent = text;
    status.className = 'status ' + (kind || '');
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var data = new window.FormData(form);
    var method = data.get('method');
    var payment = { key_id: body.dataset.keyId, order_id: body.dataset.orderId, method: method, email: body.dataset.email, contact: body.dataset.contact };
    if (method === 'upi') payment.vpa = data.get('vpa');
    if (method === 'card') payment.card_number = data.get('card_number');
    if (method === 'netbanking') payment.bank = data.get('bank');
    payButton.disabled = true;
    say('Processing payment…');
    fetch('/v1/checkout/payments', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payment) })
      .then(function (response) {
        return response.json();
      })
      .then(function (result) {
        payButton.disabled = false;
        if (result.razorpay_payment_id) {
          say('Payment successful', 'success');
          tellParent('success', result);
        } else if (result.error && result.error.metadata && result.error.metadata.payment_id) {
          say('Payment failed: ' + result.error.description + ' Choose another method or try again.', 'error');
          tellParent('failed', result);
        } else {
          say((result.error && result.error.description) || 'The payment could not be made.', 'error');
        }
      })
      .catch(function () {
        payButton.disabled = false;
        say('The payment service cannot be reached. Try again in a moment.', 'error');
      });
  });
})();
