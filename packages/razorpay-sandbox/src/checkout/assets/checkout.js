// The sandbox's stand-in for https://checkout.razorpay.com/v1/checkout.js: defines window.Razorpay with the same
// options and events, and opens the sandbox's payment page in an overlay iframe. It adds no inline script or style
// attribute markup (styles are set through the CSSOM), so a page with a strict CSP needs only script-src and
// frame-src for the sandbox's origin.
/* global window, document */
(function () {
  'use strict';
  var sandboxOrigin = '__SANDBOX_ORIGIN__';

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options.key !== 'string' || options.key === '') throw new Error('Razorpay: options.key (your key id) is required');
    if (typeof options.order_id !== 'string' || options.order_id === '')
      throw new Error('Razorpay sandbox: options.order_id is required (create an order first)');
    this.options = options;
    this.listeners = {};
    this.overlay = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, value) {
    (this.listeners[event] || []).forEach(function (callback) {
      callback(value);
    });
  };

  Razorpay.prototype.open = function () {
    if (this.overlay) return this;
    // The listeners below run with other receivers; they reach this instance through the closure.
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    var self = this;
    var options = this.options;
    var prefill = options.prefill || {};
    var theme = options.theme || {};
    var params = new URLSearchParams({
      key_id: options.key,
      order_id: options.order_id,
      parent_origin: window.location.origin,
      name: options.name || '',
      description: options.description || '',
      method: prefill.method || '',
      bank: prefill.bank || '',
      customer: prefill.name || '',
      contact: prefill.contact || '',
      email: prefill.email || '',
      color: theme.color || '',
    });
    var narrow = window.matchMedia('(max-width: 480px)').matches;
    var overlay = document.createElement('div');
    overlay.setAttribute('data-razorpay-sandbox', '');
    Object.assign(overlay.style, {
      position: 'fixed',
      inset: '0',
      zIndex: '2147483647',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      background: 'rgba(15, 23, 42, 0.65)',
    });
    var frame = document.createElement('iframe');
    frame.title = 'Razorpay Checkout (sandbox)';
    frame.src = sandboxOrigin + '/v1/checkout/embedded?' + params.toString();
    Object.assign(frame.style, {
      border: '0',
      width: narrow ? '100%' : '440px',
      height: narrow ? '100%' : 'min(680px, 100%)',
      borderRadius: narrow ? '0' : '12px',
      background: '#ffffff',
      boxShadow: '0 20px 50px rgba(0, 0, 0, 0.35)',
    });
    overlay.appendChild(frame);

    // The page behind is inert while the checkout is open, so keyboard and screen-reader users stay inside it.
    this.inerted = [];
    Array.prototype.forEach.call(document.body.children, function (element) {
      if (!element.inert) {
        element.inert = true;
        self.inerted.push(element);
      }
    });
    this.previousFocus = document.activeElement;
    document.body.appendChild(overlay);
    frame.addEventListener('load', function () {
      frame.focus();
    });

    this.onMessage = function (event) {
      if (event.origin !== sandboxOrigin || event.source !== frame.contentWindow) return;
      var message = event.data || {};
      if (message.source !== 'razorpay-sandbox') return;
      if (message.type === 'success') {
        self.close();
        if (typeof options.handler === 'function') options.handler(message.response);
      } else if (message.type === 'failed') {
        self.emit('payment.failed', message.response);
      } else if (message.type === 'dismiss') {
        self.close();
        if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss();
      }
    };
    window.addEventListener('message', this.onMessage);
    this.overlay = overlay;
    return this;
  };

  Razorpay.prototype.close = function () {
    if (!this.overlay) return;
    window.removeEventListener('message', this.onMessage);
    this.overlay.remove();
    this.overlay = null;
    this.inerted.forEach(function (element) {
      element.inert = false;
    });
    if (this.previousFocus && typeof this.previousFocus.focus === 'function') this.previousFocus.focus();
  };

  window.Razorpay = Razorpay;
})();
