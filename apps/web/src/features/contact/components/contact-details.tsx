// The shop's own contact details, from the catalog (catalog/site.json).
import deliveryArea from 'virtual:catalog/delivery-area';
import { e164Phone } from '@partybox/contracts/phone';
import site from 'virtual:catalog/site';
import { formatPhone } from '../../../lib/format';
import { mailtoHref } from '../../../lib/mailto';

export function ContactDetails() {
  const { email, phone, address } = site.contact;
  return (
    <aside className="contact-details card" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">Reach us directly</h2>
      <dl className="contact-details__list">
        <dt>Email</dt>
        <dd>
          <a href={mailtoHref(email)}>{email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${e164Phone(phone)}`}>{formatPhone(phone)}</a>
        </dd>
        <dt>Address</dt>
        <dd>
          <address>{address}</address>
        </dd>
      </dl>
      <p className="contact-details__note">
        We deliver party boxes across {deliveryArea.city}. Order at least {site.leadTimeDays} days before your event.
      </p>
    </aside>
  );
}
