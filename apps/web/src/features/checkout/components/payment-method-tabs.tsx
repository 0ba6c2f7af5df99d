// The payment method tabs: an ARIA tablist where arrow keys (and Home/End) move between methods.
import { paymentMethods } from '@partybox/contracts';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { PaymentMethod } from '../../../stores/checkout-store';

const labels: Record<PaymentMethod, string> = {
  card: 'Card',
  netbanking: 'Net Banking',
  upi: 'UPI / GPay',
  qr: 'QR Scanner',
  cod: 'Cash on Delivery',
};

interface PaymentMethodTabsProps {
  readonly selected: PaymentMethod;
  readonly onSelect: (method: PaymentMethod) => void;
  /** The selected method's panel. */
  readonly children: ReactNode;
}

export function PaymentMethodTabs({ selected, onSelect, children }: PaymentMethodTabsProps) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const last = paymentMethods.length - 1;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(paymentMethods[target]!);
    tabs.current[target]?.focus();
  };

  return (
    <div className="payment-tabs">
      <div role="tablist" aria-label="Payment method" className="payment-tabs__list">
        {paymentMethods.map((method, index) => (
          <button
            key={method}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${method}`}
            aria-selected={method === selected}
            aria-controls={`${id}-panel`}
            tabIndex={method === selected ? 0 : -1}
            className="payment-tabs__tab"
            onClick={() => onSelect(method)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {labels[method]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${selected}`} tabIndex={0} className="payment-tabs__panel">
        {children}
      </div>
    </div>
  );
}
