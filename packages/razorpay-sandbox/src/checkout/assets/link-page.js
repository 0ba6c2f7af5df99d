// The hosted page of a Payment Link: the shared pay form (pay-form.js) posts the payment (same origin) with the phone
// and e-mail typed here; once it succeeds the page says so and, when the link has a callback_url, sends the customer
// there with Razorpay's query parameters.
/* global window, document */
(function () {
  'use strict';
  var body = document.body;
  var form = document.getElementById('pay-form');
  if (body.dataset.color) document.documentElement.style.setProperty('--theme', body.dataset.color);
  if (!form) return;

  window.sandboxPayForm(
    form,
    document.getElementById('status'),
    window.location.pathname + '/pay',
    function (data) {
      return { contact: data.get('contact'), email: data.get('email') };
    },
    function (result, say) {
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
    },
  );
})();
