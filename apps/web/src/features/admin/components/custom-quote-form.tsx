// A /custom request's quote: the team types its price (Indian digit grouping accepted) and a short description, and the
// customer is texted and e-mailed a Razorpay Payment Link for it. Once sent, the card shows the price, the link and
// whether it is paid (with the payment and a link to the order it became), and the form sends it again or with a new price.
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { validateCustomQuote, type InboxItem } from '@partybox/contracts/operations';
import { parseRupees } from '@partybox/pricing';
import { consolePaths } from '../../../config/console-paths';
import { formatInr } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-date-time';
import { useCustomQuote } from '../api/use-custom-quote';

export function CustomQuoteForm({ item }: { readonly item: InboxItem }) {
  const id = useId();
  const quote = item.quote;
  const [amount, setAmount] = useState(quote ? String(quote.amountRupees) : '');
  const [description, setDescription] = useState(quote?.description ?? '');
  const [problem, setProblem] = useState<string>();
  const send = useCustomQuote(item);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = parseRupees(amount, 'Price');
    if (!typed.ok) return setProblem(typed.message);
    const checked = validateCustomQuote({ amount: typed.rupees, description: description.trim() });
    if (!checked.ok) return setProblem(checked.errors.map((error) => error.message).join(' '));
    setProblem(undefined);
    send.mutate(checked.value, { onError: (error) => setProblem(error.message) });
  };
  return (
    <section className="card console-section console-quote" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Quote</h2>
      {quote && (
        <p className="console-quote__state" role="status">
          {quote.status === 'paid'
            ? `Paid ${formatInr(quote.amountRupees)} on ${formatDateTime(quote.paidAt ?? quote.at)} (payment ${quote.paymentId ?? ''}).`
            : `Sent ${formatInr(quote.amountRupees)} on ${formatDateTime(quote.at)} by ${quote.by}: `}
          {quote.status !== 'paid' && (
            <a href={quote.shortUrl} target="_blank" rel="noreferrer">
              {quote.shortUrl}
            </a>
          )}
        </p>
      )}
      {quote?.orderNumber && (
        <p className="console-quote__order">
          Paid quote placed as order <Link to={consolePaths.order.getHref(quote.orderNumber)}>{quote.orderNumber}</Link>, without a delivery address or slot:
          agree them with the customer and set them there with Edit order.
        </p>
      )}
      {quote?.status !== 'paid' && (
        <form onSubmit={submit} noValidate className="console-quote__form">
          <div className="field">
            <label htmlFor={`${id}-amount`} className="field__label">
              Price (₹)
            </label>
            <input id={`${id}-amount`} className="field__control" inputMode="numeric" value={amount} onChange={(event) => setAmount(event.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-description`} className="field__label">
              What it includes (the customer reads this)
            </label>
            <input
              id={`${id}-description`}
              className="field__control"
              maxLength={160}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </div>
          {problem && (
            <p role="alert" className="field__error">
              {problem}
            </p>
          )}
          <div className="actions-row">
            <button type="submit" className="button button--small" disabled={send.isPending}>
              {quote ? 'Send the quote again' : 'Send quote with payment link'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
