// Ways to answer the customer in one tap: call, WhatsApp (with a first line that names what they sent) and e-mail.
import type { InboxItem } from '@partybox/contracts/operations';
import { formatPhone } from '../../../lib/format';
import { mailtoHref } from '../../../lib/mailto';

/** The wa.me link for an Indian mobile number, with a greeting to start from. */
export function whatsAppHref(phone: string, text: string): string {
  return `https://wa.me/91${phone}?text=${encodeURIComponent(text)}`;
}

export function ReplyLinks({ item }: { readonly item: Pick<InboxItem, 'from' | 'phone' | 'email' | 'subject'> }) {
  if (!item.phone && !item.email) return null;
  const greeting = `Hello ${item.from}, this is Party Box about your message: “${item.subject}”.`;
  return (
    <ul className="console-reply" aria-label="Reply">
      {item.phone && (
        <>
          <li>
            <a className="button button--small" href={`tel:+91${item.phone}`}>
              Call {formatPhone(item.phone)}
            </a>
          </li>
          <li>
            <a className="button button--small button--ghost" href={whatsAppHref(item.phone, greeting)} target="_blank" rel="noopener noreferrer">
              WhatsApp
            </a>
          </li>
        </>
      )}
      {item.email && (
        <li>
          <a className="button button--small button--ghost" href={mailtoHref(item.email, { subject: `Re: ${item.subject}` })}>
            E-mail {item.email}
          </a>
        </li>
      )}
    </ul>
  );
}
