// Everything the customer told us about the party, as the team needs it to make the box: the name for the decor and
// the cake first (what gets printed and baked), then who, when, where and how many.
import type { AdminOrderDetail } from '@partybox/contracts/operations';
import { formatDate, formatPhone } from '../../../lib/format';
import { formatTimeOfDay } from '../../../lib/format-date-time';

type Row = readonly [label: string, value: string | number | undefined];

/** The party's details as label/value rows; empty answers are left out, a number 0 too (the form's "not given"). */
export function partyRows(order: Pick<AdminOrderDetail, 'party' | 'eventDate'>): { readonly make: Row[]; readonly party: Row[] } {
  const { party } = order;
  const given = (value: number | undefined) => (value ? value : undefined);
  return {
    make: [
      ['Name on the decor', party.decorName],
      ['Cake', party.cakeDetails],
      ['Favourite colour', party.favoriteColor],
      ['Return gifts', given(party.returnGiftQty)],
      ['Entertainment', party.entertainment && party.entertainment !== 'NA' ? party.entertainment : undefined],
      ['Instructions', party.notes],
    ],
    party: [
      ['Occasion', party.occasion],
      ['For', party.guestName],
      ['Age', given(party.age)],
      ['Date', formatDate(order.eventDate)],
      ['Time', party.eventTime ? formatTimeOfDay(party.eventTime) : undefined],
      ['Guests', given(party.guests)],
      ['Venue', party.venue],
      ['Venue type', party.venueType],
      ['Phone', party.phone ? formatPhone(party.phone) : undefined],
      ['E-mail', party.email],
    ],
  };
}

export function DetailRows({ rows, className = 'console-details' }: { readonly rows: readonly Row[]; readonly className?: string }) {
  const shown = rows.filter(([, value]) => value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className={className}>
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className="console-details__text">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function OrderParty({ order }: { readonly order: AdminOrderDetail }) {
  const rows = partyRows(order);
  const personal = rows.make.some(([, value]) => value !== undefined && value !== '');
  return (
    <section className="card console-section console-party" aria-labelledby="order-party">
      <h2 id="order-party">Party</h2>
      {personal ? (
        <DetailRows rows={rows.make} className="console-details console-details--large" />
      ) : (
        <p className="console-party__plain">No personalisation asked for.</p>
      )}
      <DetailRows rows={rows.party} />
    </section>
  );
}
