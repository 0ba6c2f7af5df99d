// A stand-in for Razorpay's checkout.js in component tests (jsdom loads no scripts): the script element the page adds
// "loads" at once and defines `Razorpay`, whose checkout ends as the test says. The browser suites use the real
// embedded gateway.
import { vi } from 'vitest';

export type FakeOutcome = 'paid' | 'failed' | 'dismissed';

interface FakeOptions {
  readonly order_id: string;
  readonly prefill: { readonly method?: string };
  readonly handler: (response: Record<string, string>) => void;
  readonly modal: { readonly ondismiss: () => void };
}

/** Makes the next gateway scripts define a checkout that ends with each of `outcomes` in turn (the last one repeats). */
export function fakeGateway(...outcomes: FakeOutcome[]) {
  const opened: FakeOptions[] = [];
  const scripts: string[] = [];
  class Razorpay {
    private failed?: (answer: { error: { description: string } }) => void;
    constructor(private readonly options: FakeOptions) {}
    on(_event: string, listener: (answer: { error: { description: string } }) => void) {
      this.failed = listener;
    }
    close() {}
    open() {
      opened.push(this.options);
      const outcome = outcomes.length > 1 ? outcomes.shift()! : outcomes[0]!;
      queueMicrotask(() => {
        if (outcome === 'paid') {
          this.options.handler({ razorpay_order_id: this.options.order_id, razorpay_payment_id: 'pay_Test0001', razorpay_signature: 'f'.repeat(64) });
          return;
        }
        if (outcome === 'failed') this.failed?.({ error: { description: 'Payment failed' } });
        this.options.modal.ondismiss();
      });
    }
  }
  const append = document.head.append.bind(document.head);
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (node instanceof HTMLScriptElement) {
        scripts.push(node.src);
        vi.stubGlobal('Razorpay', Razorpay);
        queueMicrotask(() => node.onload?.(new Event('load')));
      } else append(node);
    }
  });
  return { opened, scripts };
}
