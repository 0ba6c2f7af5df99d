// One order's packing slip, to pack and deliver from: what goes in the box (the theme's own contents, then the add-ons
// and extras, each with a box to tick), the personalisation, the team's notes for packing, the delivery slot, where it
// goes (with a map link) and the phone, and what to do about money at the door. One order per printed page; an order
// too long for one page repeats its header (number, day and slot) on every page: a table's header group, which
// Chromium repeats on each page a table spans. No prices beyond the cash to collect: the slip travels with the box.
import type { AdminOrderDetail } from '@partybox/contracts/operations';
import { QrCode } from '../../../components/qr-code';
import { formatDate, formatPhone } from '../../../lib/format';
import { formatTimeOfDay } from '../../../lib/format-date-time';
import { doorPaymentWords } from '../door-payment-words';
import { mapHref } from '../map-link';
import { DetailRows, partyRows } from './order-party';

function slotWords(order: AdminOrderDetail): string {
  return order.deliverySlot ? `Delivery ${formatDate(order.deliverySlot.date)}, ${order.deliverySlot.label}` : 'Delivery slot to be agreed';
}

export function PackingSlip({ order }: { readonly order: AdminOrderDetail }) {
  const rows = partyRows(order);
  const headingId = `slip-${order.orderNumber}`;
  const packingNotes = order.notes.filter((note) => note.forPacking);
  const personal = rows.make.some(([, value]) => value !== undefined && value !== '');
  return (
    <article className="packing-slip" aria-labelledby={headingId}>
      <table className="packing-slip__frame" role="presentation">
        <thead>
          <tr>
            <td>
              <header className="packing-slip__head">
                <h2 id={headingId}>
                  Party Box · <span className="packing-slip__number">{order.orderNumber}</span>
                </h2>
                <p className="packing-slip__when">{slotWords(order)}</p>
              </header>
            </td>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <p className="packing-slip__money">{doorPaymentWords(order)}</p>
              <p className="packing-slip__event">
                Party on {formatDate(order.eventDate)}
                {order.party.eventTime ? `, ${formatTimeOfDay(order.party.eventTime)}` : ''}
              </p>
              <section aria-label="What goes in the box">
                <h3>In the box</h3>
                <ul className="packing-slip__boxes">
                  {order.boxes.map((box) => (
                    <li key={box.themeId}>
                      <p className="packing-slip__box">
                        <span className="packing-slip__qty">{box.quantity} ×</span> {box.themeName}
                      </p>
                      {box.contents && box.contents.length > 0 && (
                        <ul className="packing-slip__contents" aria-label={`${box.themeName}: the box’s own contents`}>
                          {box.contents.map((part) => (
                            <li key={part.title}>
                              ☐ <strong>{part.title}</strong>: {part.description}
                            </li>
                          ))}
                        </ul>
                      )}
                      {box.addons.length > 0 && (
                        <>
                          <p className="packing-slip__sub">Add-ons</p>
                          <ul className="packing-slip__addons">
                            {box.addons.map((addon) => (
                              <li key={addon.key}>☐ {addon.label}</li>
                            ))}
                          </ul>
                        </>
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
              <section aria-label="Personalisation" className="packing-slip__keep">
                <h3>Personalisation</h3>
                <DetailRows rows={rows.make} className="packing-slip__details packing-slip__details--large" />
                {!personal && <p>None asked for.</p>}
                <DetailRows
                  rows={rows.party.filter(([label]) => label !== 'Date' && label !== 'Phone' && label !== 'E-mail')}
                  className="packing-slip__details"
                />
              </section>
              {packingNotes.length > 0 && (
                <section aria-label="Notes for packing">
                  <h3>Notes for packing</h3>
                  <ul className="packing-slip__notes">
                    {packingNotes.map((note, index) => (
                      <li key={`${note.at}-${index}`}>
                        {note.text} <span className="packing-slip__by">({note.by})</span>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              <section aria-label="Deliver to" className="packing-slip__keep">
                <h3>Deliver to</h3>
                <p className="packing-slip__address">
                  <strong>{order.delivery.name}</strong>
                  <br />
                  {order.delivery.address}
                  <br />
                  Phone {formatPhone(order.delivery.phone)}
                </p>
                <div className="packing-slip__map">
                  <QrCode text={mapHref(order.delivery.address)} label={`A QR code of the map link for ${order.delivery.address}`} />
                  <p>
                    <a href={mapHref(order.delivery.address)}>Map: {order.delivery.address}</a>
                    <br />
                    Scan the code for the map on a phone.
                  </p>
                </div>
              </section>
            </td>
          </tr>
        </tbody>
      </table>
    </article>
  );
}
