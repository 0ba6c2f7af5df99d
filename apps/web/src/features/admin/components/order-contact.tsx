// Call or WhatsApp the person who ordered in one tap from the order page, as from the inbox (the same link builder).
import type { AdminOrderDetail } from '@partybox/contracts/operations';
import { formatPhone } from '../../../lib/format';
import { whatsAppHref } from './reply-links';

export function OrderContact({ order }: { readonly order: Pick<AdminOrderDetail, 'orderNumber' | 'delivery'> }) {
  const { phone, name } = order.delivery;
  if (!/^\d{10}$/.test(phone)) return null;
  const greeting = `Hello ${name}, this is Party Box about your order ${order.orderNumber}.`;
  return (
    <ul className="console-reply" aria-label={`Contact ${name}`}>
      <li>
        <a className="button button--small" href={`tel:+91${phone}`}>
          Call {formatPhone(phone)}
        </a>
      </li>
      <li>
        <a className="button button--small button--ghost" href={whatsAppHref(phone, greeting)} target="_blank" rel="noopener noreferrer">
          WhatsApp
        </a>
      </li>
    </ul>
  );
}
