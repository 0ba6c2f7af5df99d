// The hosted page of a Payment Link: shows the panel of the chosen method, posts the payment (same origin), and once
// it succeeds shows so and, when the link has a callback_url, sends the customer there with Razorpay's query parameters.
/* global window, document */
(function () {
  'use strict';
  var body = document.body;
  var form = document.getElementById('pay-form');
  var status = document.getElementById('status');
  if (body.dataset.color) document.documentElement.style.setProperty('--theme', body.dataset.color);
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
    var payment = { method: data.get('method'), contact: data.get('contact'), email: data.get('email') };
    if (payment.method === 'upi') payment.vpa = data.get('vpa');
    if (payment.method === 'card') payment.card_number = data.get('card_number');
    if (payment.method === 'netbanking') payment.bank = data.get('bank');
    payButton.disabled = true;
    say('Processing payment…');
    fetch(window.location.pathname + '/pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payment) })
      .then(function (response) {
        return response.json();
      })
      .then(function (result) {
        payButton.disabled = false;
        if (result.razorpay_payment_id) {
          say('Payment successful. You can close this page.', 'success');
          form.querySelectorAll('input, select, button').forEach(function (control) {
            control.disabled = true;
          });
          // To the merchant's callback when it gave one; otherwise the page again, which now says the link is paid.
          window.location.assign(result.callback || window.location.pathname);
        } else {
          say(
            'Payment failed: ' + ((result.error && result.error.description) || 'the payment could not be made.') + ' Try again or choose another method.',
            'error',
          );
        }
      })
      .catch(function () {
        payButton.disabled = false;
        say('The payment service cannot be reached. Try again in a moment.', 'error');
      });
  });
})();
