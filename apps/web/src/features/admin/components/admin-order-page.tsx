// /admin/orders/:orderNumber: everything about one order (the party as the customer described it, boxes with add-ons at
// the prices charged, the delivery, payment, the team's notes, history), Call and WhatsApp buttons, a link to its
// packing slip, and the changes it may take now. A change refused because someone else changed the order first (409)
// hides the buttons until the operator reloads the order. On a phone the sections stack in the order the team needs
// them: the status moves, what to make, where it goes, then the money forms (admin.css).
import { useQuery } from '@tanstack/react-query';
import { changedBySomeoneElseMessage, type AdminOrderDetail } from '@partybox/contracts/operations';
import { orderStatusLabels, paymentStatusLabels } from '@partybox/order-lifecycle';
import { Link, useLocation, useMatch } from 'react-router-dom';
import { OrderBoxesBreakdown } from '../../../components/order-boxes-breakdown';
import { consolePaths } from '../../../config/console-paths';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatInr, formatPhone } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-date-time';
import { queryClient } from '../../../lib/query-client';
import { adminOrderQuery } from '../api/admin-queries';
import { isConflict, useOrderChange, type OrderChange } from '../api/use-order-change';
import { ConsoleProblem } from './console-problem';
import { OrderContact } from './order-contact';
import { OrderHistory } from './order-history';
import { OrderNotes } from './order-notes';
import { DetailRows, OrderParty } from './order-party';
import { BalanceDue, paymentStatusWords } from './balance-due';
import { ConsolePayment } from './console-payment';
import { PaymentMoves, StatusMoves } from './order-moves';
import { RefundForm } from './refund-form';
import { PaymentLink } from './payment-link';
import { paymentMethodWords } from './payment-method-words';
import { StatusLinkRotation } from './status-link-rotation';
import { UndoOffer } from './undo-offer';
import { OrderEditForm } from './order-edit-form';
import { useState } from 'react';

function doneMessage(change: OrderChange, order: AdminOrderDetail): string {
  if (change.kind === 'link') return 'Status link renewed; the customer is sent the new link.';
  if (change.kind === 'payment-link') return 'Payment link sent to the customer by text and e-mail.';
  if (change.kind === 'payment') return `Payment marked ${paymentStatusLabels[change.to].toLowerCase()}.`;
  if (change.undo) return `Undone: the order is back to ${orderStatusLabels[change.to].toLowerCase()}.`;
  if (change.collectCash) return `Order delivered and ${formatInr(order.total)} cash collected.`;
  return `Order marked ${orderStatusLabels[change.to].toLowerCase()}.`;
}

function OrderDetail({ order }: { readonly order: AdminOrderDetail }) {
  const change = useOrderChange(order);
  const conflict = isConflict(change.error) ? change.error : undefined;
  const fieldErrors = change.error instanceof ApiError ? change.error.fields : [];
  const reasonError = fieldErrors.find((error) => error.field === 'reason')?.message;
  const otherProblem = change.isError && !conflict && !reasonError ? change.error.message : undefined;
  const busy = change.isPending || conflict !== undefined;
  const onChange = (next: OrderChange) => change.mutate(next);
  const { delivery } = order;
  const [editing, setEditing] = useState(false);
  const [edited, setEdited] = useState('');
  // The cancel form's reason (undefined: the form is closed), kept here so a reload after a clash keeps what was typed.
  const [cancelDraft, setCancelDraft] = useState<string>();

  return (
    <>
      <p className="console-order__badges">
        <span className={`status-badge status-badge--${order.status}`}>{orderStatusLabels[order.status]}</span>
        <span className="status-badge status-badge--payment">{paymentStatusWords(order)}</span>
        <span>Event on {formatDate(order.eventDate)}</span>
        <span>Delivery {order.deliverySlot ? `${formatDate(order.deliverySlot.date)}, ${order.deliverySlot.label}` : 'slot to be agreed'}</span>
        <span>Placed {formatDateTime(order.createdAt)}</span>
      </p>
      <p role="status" className="console-order__done">
        {change.isSuccess ? doneMessage(change.variables, order) : edited}
      </p>
      {/* Keyed on the version: each change starts its own few seconds; an undo is not offered an undo. */}
      {change.isSuccess && change.variables.kind === 'status' && !change.variables.undo && (
        <UndoOffer key={order.version} order={order} busy={busy} onUndo={(to) => onChange({ kind: 'status', to, undo: true })} />
      )}
      {conflict && (
        <div role="alert" className="form-alert form-alert--error console-conflict">
          <p>
            <strong>{conflict.message || changedBySomeoneElseMessage}</strong>
          </p>
          <button type="button" className="button button--small" onClick={() => void change.reload()}>
            Reload the order
          </button>
        </div>
      )}
      {otherProblem && (
        <div role="alert" className="form-alert form-alert--error">
          <p>{otherProblem}</p>
          {fieldErrors.length > 0 && (
            <ul>
              {fieldErrors.map((error) => (
                <li key={error.field}>
                  {error.field}: {error.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <OrderContact order={order} />
      <p className="console-order__actions">
        <Link className="button button--small button--ghost" to={consolePaths.orderSlip.getHref(order.orderNumber)}>
          Packing slip
        </Link>
        {/* Keyed on the version: a changed order starts with the question closed. */}
        <StatusLinkRotation key={order.version} busy={busy} onRotate={() => onChange({ kind: 'link' })} />
        {order.editable && !editing && (
          <button
            type="button"
            className="button button--small button--ghost"
            disabled={busy}
            onClick={() => {
              change.reset();
              setEdited('');
              setEditing(true);
            }}
          >
            Edit order
          </button>
        )}
      </p>
      {editing && (
        <OrderEditForm
          order={order}
          onClose={() => setEditing(false)}
          onSaved={(words) => {
            setEditing(false);
            setEdited(words);
          }}
        />
      )}
      <div className="console-order">
        <div className="console-order__main">
          <div className="console-order__part console-order__part--make">
            <OrderParty order={order} />
          </div>
          <div className="console-order__part console-order__part--boxes">
            <OrderBoxesBreakdown order={order} title="Boxes and prices" titleId="order-boxes" className="card console-section" />
          </div>
          <div className="console-order__part console-order__part--notes">
            <OrderNotes order={order} />
          </div>
          <div className="console-order__part console-order__part--history">
            <OrderHistory history={order.history} />
          </div>
        </div>
        <div className="console-order__side">
          <section className="card console-section console-order__part console-order__part--status" aria-labelledby="order-status">
            <h2 id="order-status">Status: {orderStatusLabels[order.status]}</h2>
            {order.cancelReason && <p>Cancelled because: {order.cancelReason}</p>}
            <StatusMoves
              order={order}
              busy={busy}
              sending={change.isPending}
              reasonError={reasonError}
              onChange={onChange}
              cancelDraft={cancelDraft}
              onCancelDraft={setCancelDraft}
            />
          </section>
          <section className="card console-section console-order__part console-order__part--payment" aria-labelledby="order-payment">
            <h2 id="order-payment">Payment</h2>
            <DetailRows
              rows={[
                ['Method', paymentMethodWords(order)],
                ['Bank', order.bank],
                ['Status', paymentStatusWords(order)],
              ]}
            />
            <BalanceDue order={order} busy={busy} onSend={() => onChange({ kind: 'payment-link' })} />
            <ConsolePayment order={order} />
            <PaymentLink order={order} busy={busy} onSend={() => onChange({ kind: 'payment-link' })} />
            <PaymentMoves key={order.version} order={order} busy={busy} onChange={onChange} />
            <RefundForm order={order} busy={busy} />
          </section>
          <section className="card console-section console-order__part console-order__part--delivery" aria-labelledby="order-delivery">
            <h2 id="order-delivery">Delivery</h2>
            <DetailRows
              rows={[
                ['Name', delivery.name],
                ['Phone', formatPhone(delivery.phone)],
                ['E-mail', delivery.email],
                ['Address', delivery.address],
              ]}
            />
            <Link to={consolePaths.customer.getHref(order.party.phone || delivery.phone)}>This customer's orders and total spent</Link>
          </section>
        </div>
      </div>
    </>
  );
}

export function AdminOrderPage() {
  // The console is one route (/admin/*) in the shop's table, so its pages read their parameters from their own path.
  const orderNumber = useMatch(consolePaths.order.path)?.params.orderNumber ?? '';
  const location = useLocation();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const order = useQuery(adminOrderQuery(orderNumber), queryClient);
  const notFound = order.error instanceof ApiError && order.error.status === 404;
  return (
    <section className="console-page" aria-labelledby="console-order">
      <p className="console-back">
        <Link to={`${consolePaths.orders.getHref()}${listSearch ? `?${listSearch}` : ''}`}>← Orders</Link>
      </p>
      <h1 id="console-order">Order {orderNumber}</h1>
      {order.isPending ? (
        <p role="status">Loading the order…</p>
      ) : notFound ? (
        <p role="alert" className="console-empty card">
          There is no order {orderNumber}. Check the number, or search for it on the order list.
        </p>
      ) : order.isError ? (
        <ConsoleProblem what="this order" error={order.error} onRetry={() => void order.refetch()} />
      ) : (
        <OrderDetail key={order.data.orderNumber} order={order.data} />
      )}
    </section>
  );
}
