// The team's internal notes on an order (who, when, what): never shown to the customer; a note ticked for packing is
// printed on the packing slip too. A failed save keeps the text.
import { useId, useState, type FormEvent } from 'react';
import { maxNoteLength, validateOrderNote, type AdminOrderDetail } from '@partybox/contracts/operations';
import { formatDateTime } from '../../../lib/format-date-time';
import { useOrderNote } from '../api/use-order-note';

export function OrderNotes({ order }: { readonly order: AdminOrderDetail }) {
  const [text, setText] = useState('');
  const [forPacking, setForPacking] = useState(false);
  const [problem, setProblem] = useState<string>();
  const note = useOrderNote(order);
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = validateOrderNote({ text });
    if (!check.ok) {
      setProblem(check.errors[0]?.message);
      return;
    }
    setProblem(undefined);
    note.mutate(
      { text: text.trim(), ...(forPacking && { forPacking }) },
      {
        onSuccess: () => {
          setText('');
          setForPacking(false);
        },
      },
    );
  };
  const shownProblem = problem ?? (note.isError ? note.error.message : undefined);
  return (
    <section className="card console-section" aria-labelledby="order-notes">
      <h2 id="order-notes">Team notes</h2>
      <p className="console-section__hint">Only the team sees these; the customer never does.</p>
      {order.notes.length > 0 && (
        <ol className="console-history">
          {order.notes.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <p className="console-notes__text">{entry.text}</p>
              <p className="console-history__meta">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {entry.by}
                {entry.forPacking ? ' · on the packing slip' : ''}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form className="console-notes__form" onSubmit={submit} noValidate>
        <label htmlFor={fieldId}>Add a note</label>
        <textarea
          id={fieldId}
          rows={3}
          maxLength={maxNoteLength}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={shownProblem ? true : undefined}
          aria-describedby={shownProblem ? errorId : undefined}
        />
        {shownProblem && (
          <p id={errorId} role="alert" className="field__error">
            {shownProblem}
          </p>
        )}
        <label className="console-notes__packing">
          <input type="checkbox" checked={forPacking} onChange={(event) => setForPacking(event.target.checked)} /> Print on the packing slip
        </label>
        <button type="submit" className="button button--small" disabled={note.isPending}>
          {note.isPending ? 'Saving…' : 'Save note'}
        </button>
      </form>
    </section>
  );
}
