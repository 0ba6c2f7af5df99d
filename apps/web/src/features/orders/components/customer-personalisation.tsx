// What is printed and written for the party (the name on the decor, the cake message, instructions), and the customer's
// own change of it until the order is packed (the API's rule; after that the page says why it can't be changed). The
// form is checked with the API's schema (validateCustomerEdit); one id per opened form makes a double-click one edit.
import { useId, useState, type FormEvent } from 'react';
import { customizationRequestSchema } from '@partybox/contracts';
import { validateCustomerEdit, type CustomerOrderStatus } from '@partybox/contracts/operations';
import { TextAreaField, TextField } from '../../../components/forms/fields';
import { textLimits } from '../../../components/forms/text-limits';
import { newIdempotencyKey } from '../../../lib/api-client';
import { useEditPersonalisation } from '../api/use-order-status';

const limits = textLimits(customizationRequestSchema);
type Draft = { decorName: string; cakeDetails: string; notes: string };

export function CustomerPersonalisation({ order, token }: { readonly order: CustomerOrderStatus; readonly token: string }) {
  const id = useId();
  const edit = useEditPersonalisation(order.orderNumber, token);
  const current = order.personalisation ?? {};
  const [draft, setDraft] = useState<Draft | undefined>();
  const [editId, setEditId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const bind = (name: keyof Draft) => ({
    name,
    value: draft?.[name] ?? '',
    ...(errors[`personalisation.${name}`] && { error: errors[`personalisation.${name}`] }),
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft!, [name]: event.target.value }),
    onBlur: () => undefined,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { expectedVersion: order.version ?? 0, editId, personalisation: draft! };
    const checked = validateCustomerEdit(body);
    setErrors(checked.ok ? {} : Object.fromEntries(checked.errors.map((error) => [error.field, error.message])));
    if (checked.ok) edit.mutate(body, { onSuccess: () => setDraft(undefined) });
  };
  const rows: [string, string | undefined][] = [
    ['Name on the decor', current.decorName],
    ['Cake message', current.cakeDetails],
    ['Instructions', current.notes],
  ];

  return (
    <section className="card order-personalisation" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Personalisation</h2>
      <p role="status" className="order-cancel__done">
        {edit.isSuccess && !draft ? 'Saved. We have sent you a message with the change.' : ''}
      </p>
      {draft ? (
        <form onSubmit={submit} noValidate>
          <TextField label="Name on the decor" binding={bind('decorName')} limit={limits.decorName} />
          <TextAreaField label="Cake message" rows={2} binding={bind('cakeDetails')} limit={limits.cakeDetails} />
          <TextAreaField label="Instructions" rows={2} binding={bind('notes')} limit={limits.notes} />
          {edit.isError && (
            <p role="alert" className="form-alert form-alert--error">
              {edit.error.message}
            </p>
          )}
          <div className="actions-row">
            <button type="submit" className="button" disabled={edit.isPending}>
              {edit.isPending ? 'Saving…' : 'Save changes'}
            </button>
            <button type="button" className="button button--ghost" disabled={edit.isPending} onClick={() => setDraft(undefined)}>
              Keep as it is
            </button>
          </div>
        </form>
      ) : (
        <>
          <dl className="order-personalisation__list">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value ?? <span className="order-personalisation__none">Not given</span>}</dd>
              </div>
            ))}
          </dl>
          {order.personalisationEditable ? (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                edit.reset();
                setEditId(newIdempotencyKey());
                setDraft({ decorName: current.decorName ?? '', cakeDetails: current.cakeDetails ?? '', notes: current.notes ?? '' });
              }}
            >
              Change the personalisation
            </button>
          ) : (
            order.personalisationRefusal && <p className="order-cancel__refusal">{order.personalisationRefusal}</p>
          )}
        </>
      )}
    </section>
  );
}
