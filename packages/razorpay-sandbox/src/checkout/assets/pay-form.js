// What the checkout overlay's page (page.js) and a Payment Link's hosted page (link-page.js) share, loaded before
// either: the panel of the chosen method, the status line, the payment call with the method's own field, and what a
// lost call says. Each page gives the call's address, its own details and what to do with the answer.
/* global window */
(function () {
  'use strict';

  /**
   * Wires `form`: shows the chosen method's panel, and on submit posts `details(data)` with the chosen method and its
   * field (vpa, card number or bank) to `url`, the button disabled meanwhile; `answered(result, say)` handles the answer.
   */
  window.sandboxPayForm = function (form, status, url, details, answered) {
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
      var payment = details(data);
      payment.method = data.get('method');
      if (payment.method === 'upi') payment.vpa = data.get('vpa');
      if (payment.method === 'card') payment.card_number = data.get('card_number');
      if (payment.method === 'netbanking') payment.bank = data.get('bank');
      payButton.disabled = true;
      say('Processing payment…');
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payment) })
        .then(function (response) {
          return response.json();
        })
        .then(function (result) {
          payButton.disabled = false;
          answered(result, say);
        })
        .catch(function () {
          payButton.disabled = false;
          say('The payment service cannot be reached. Try again in a moment.', 'error');
        });
    });
  };
})();
