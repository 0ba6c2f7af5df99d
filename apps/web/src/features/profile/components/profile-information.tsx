// The profile's Information block: e-mail, phone (+91) and the date the customer was first known here.
import { formatDate, formatPhone } from '../../../lib/format';
import type { Customer } from '../../../stores/profile-store';

export function ProfileInformation({ customer }: { readonly customer: Customer | null }) {
  return (
    <section className="card profile-block" aria-labelledby="profile-information">
      <h2 id="profile-information">Information</h2>
      <dl className="profile-information">
        <dt>Email</dt>
        <dd>{customer?.email || 'Not Provided'}</dd>
        <dt>Phone</dt>
        <dd>{customer?.phone ? formatPhone(customer.phone) : 'N/A'}</dd>
        <dt>Member Since</dt>
        <dd>{formatDate(customer?.createdAt, 'Unknown')}</dd>
      </dl>
    </section>
  );
}
