// The order list's filters as a form: applying it writes them into the page's query string (so a reload or a shared
// link keeps them), and "Clear" goes back to the upcoming orders.
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paymentMethods } from '@partybox/contracts';
import { paymentAttentionFilter } from '@partybox/contracts/payments';
import { orderStatuses, orderStatusLabels, paymentStatuses, paymentStatusLabels } from '@partybox/order-lifecycle';
import payment from 'virtual:catalog/payment';
import { consolePaths } from '../../../config/console-paths';
import type { OrderFilters } from '../api/order-filters';

interface OrderFiltersFormProps {
  readonly filters: OrderFilters;
  readonly onApply: (filters: Record<keyof OrderFilters, string>) => void;
}

export function OrderFiltersForm({ filters, onApply }: OrderFiltersFormProps) {
  const id = useId();
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: keyof OrderFilters) => String(data.get(name) ?? '').trim();
    const [from, to] = [value('from'), value('to')];
    if (from && to && from > to) {
      setProblem('Delivery day "from" must be on or before "to".');
      return;
    }
    setProblem(undefined);
    onApply({
      q: value('q'),
      status: value('status'),
      paymentMethod: value('paymentMethod'),
      paymentStatus: value('paymentStatus'),
      from,
      to,
      attention: value('attention'),
    });
  };
  return (
    <form className="console-filters card" role="search" aria-label="Find orders" onSubmit={submit}>
      <div className="console-filters__field console-filters__field--wide">
        <label htmlFor={`${id}-q`}>Order number, phone or name (part of a number; who ordered, the recipient or the birthday child)</label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          defaultValue={filters.q ?? ''}
          placeholder="PB-250709-QWE456, 98200 98200 or Asha"
          className="field__control"
        />
      </div>
      <div className="console-filters__field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select id={`${id}-status`} name="status" defaultValue={filters.status ?? ''} className="field__control">
          <option value="">Any status</option>
          {orderStatuses.map((status) => (
            <option key={status} value={status}>
              {orderStatusLabels[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="console-filters__field">
        <label htmlFor={`${id}-method`}>Payment method</label>
        <select id={`${id}-method`} name="paymentMethod" defaultValue={filters.paymentMethod ?? ''} className="field__control">
          <option value="">Any method</option>
          {paymentMethods.map((method) => (
            <option key={method} value={method}>
              {payment.methods[method].label}
            </option>
          ))}
        </select>
      </div>
      <div className="console-filters__field">
        <label htmlFor={`${id}-payment`}>Payment</label>
        <select id={`${id}-payment`} name="paymentStatus" defaultValue={filters.paymentStatus ?? ''} className="field__control">
          <option value="">Any payment</option>
          {paymentStatuses.map((status) => (
            <option key={status} value={status}>
              {paymentStatusLabels[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="console-filters__field">
        <label htmlFor={`${id}-from`}>Delivery day from</label>
        <input
          id={`${id}-from`}
          name="from"
          type="date"
          defaultValue={filters.from ?? ''}
          className="field__control"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
      </div>
      <div className="console-filters__field">
        <label htmlFor={`${id}-to`}>Delivery day to</label>
        <input id={`${id}-to`} name="to" type="date" defaultValue={filters.to ?? ''} className="field__control" />
      </div>
      <div className="console-filters__field console-filters__check">
        <input
          id={`${id}-attention`}
          name="attention"
          type="checkbox"
          value={paymentAttentionFilter}
          defaultChecked={filters.attention === paymentAttentionFilter}
        />
        <label htmlFor={`${id}-attention`}>Payment needs attention</label>
      </div>
      <div className="console-filters__actions">
        <button type="submit" className="button button--small">
          Apply
        </button>
        <Link to={consolePaths.orders.getHref()} className="button button--ghost button--small">
          Clear
        </Link>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="field__error console-filters__problem">
          {problem}
        </p>
      )}
    </form>
  );
}
