// One order's packing slip, made to be printed on one A4 page: what goes in the box (each box with its add-ons and the
// extras), the personalisation, and where and to whom it goes. No prices: the slip travels with the box.
import type { AdminOrderDetail } from '@partybox/contracts/operations';
import { formatDate, formatPhone } from '../../../lib/format';
import { formatTimeOfDay } from '../../../lib/format-date-time';
import { DetailRows, partyRows } from './order-party';

export function PackingSlip({ order }: { readonly order: AdminOrderDetail }) {
  const rows = partyRows(order);
  const headingId = `slip-${order.orderNumber}`;
  return (
    <article className="packing-slip" aria-labelledby={headingId}>
      <header className="packing-slip__head">
        <h2 id={headingId}>
          Party Box · <span className="packing-slip__number">{order.orderNumber}</span>
        </h2>
        <p className="packing-slip__when">
          {formatDate(order.eventDate)}
          {order.party.eventTime ? `, ${formatTimeOfDay(order.party.eventTime)}` : ''}
        </p>
      </header>
      <section aria-label="What goes in the box">
        <h3>In the box</h3>
        <ul className="packing-slip__boxes">
          {order.boxes.map((box) => (
            <li key={box.themeId}>
              <p className="packing-slip__box">
                <span className="packing-slip__qty">{box.quantity} ×</span> {box.themeName}
              </p>
              {box.addons.length > 0 && (
                <ul className="packing-slip__addons">
                  {box.addons.map((addon) => (
                    <li key={addon.key}>☐ {addon.label}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
          {order.extras.length > 0 && (
            <li>
              <p className="packing-slip__box">Extras</p>
              <ul className="packing-slip__addons">
                {order.extras.map((addon) => (
                  <li key={addon.key}>☐ {addon.label}</li>
                ))}
              </ul>
            </li>
          )}
        </ul>
      </section>
      <section aria-label="Personalisation">
        <h3>Personalisation</h3>
        <DetailRows rows={rows.make} className="packing-slip__details packing-slip__details--large" />
        <DetailRows rows={rows.party.filter(([label]) => label !== 'Date' && label !== 'Phone' && label !== 'E-mail')} className="packing-slip__details" />
        {rows.make.every(([, value]) => value === undefined || value === '') && <p>None asked for.</p>}
      </section>
      <section aria-label="Deliver to">
        <h3>Deliver to</h3>
        <p className="packing-slip__address">
          <strong>{order.delivery.name}</strong>
          <br />
          {order.delivery.address}
          <br />
          Phone {formatPhone(order.delivery.phone)}
        </p>
      </section>
    </article>
  );
}
