// The sandbox's payment page, inside the checkout overlay: the shared pay form (pay-form.js) posts the payment to the
// sandbox (same origin), and the outcome goes to the merchant's page through postMessage to its origin only.
/* global window, document */
(function () {
  'use strict';
  var body = document.body;
  var parentOrigin = body.dataset.parentOrigin;
  var form = document.getElementById('pay-form');

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

  window.sandboxPayForm(
    form,
    document.getElementById('status'),
    '/v1/checkout/payments',
    function () {
      return { key_id: body.dataset.keyId, order_id: body.dataset.orderId, email: body.dataset.email, contact: body.dataset.contact };
    },
    function (result, say) {
      if (result.razorpay_payment_id) {
        say('Payment successful', 'success');
        tellParent('success', result);
      } else if (result.error && result.error.metadata && result.error.metadata.payment_id) {
        say('Payment failed: ' + result.error.description + ' Choose another method or try again.', 'error');
        tellParent('failed', result);
      } else {
        say((result.error && result.error.description) || 'The payment could not be made.', 'error');
      }
    },
  );
})();
