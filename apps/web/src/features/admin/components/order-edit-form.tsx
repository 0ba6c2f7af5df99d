// The console's "Edit order" form (Shopify's Edit order): the personalisation, who receives the box (name and phone,
// with the one PhoneField and phone rule), the delivery address, the delivery slot
// (each slot with its free places), each box's add-ons and quantity, and the order's extras (the add-ons page's).
// "Review changes" asks the API what the edit makes of the order (the new total, the difference and how it is settled:
// a refund, a payment link, the cash to collect); only "Save changes" saves it. Checked first with the API's own schema (validateOrderEdit). A clash (someone else
// changed the order meanwhile) keeps everything typed and shows the API's words: who changed what.
import { useQuery } from '@tanstack/react-query';
import { validateOrderEdit, type AdminOrderDetail, type OrderEditPreview } from '@partybox/contracts/operations';
import { customizationRequestSchema, deliveryRequestSchema } from '@partybox/contracts';
import { normalisePhone } from '@partybox/contracts/phone';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { TextAreaField, TextField } from '../../../components/forms/fields';
import { PhoneField } from '../../../components/forms/phone-field';
import type { FieldBinding } from '../../../components/forms/use-form';
import { textLimits } from '../../../components/forms/text-limits';
import { ApiError } from '../../../lib/api-client';
import { formatInr } from '../../../lib/format';
import { queryClient } from '../../../lib/query-client';
import { calendarQuery } from '../api/calendar-queries';
import { isConflict } from '../api/use-order-change';
import { useOrderEdit, type OrderEditAsk } from '../api/use-order-edit';
import { AddonChecks } from './addon-checks';
import { SlotPicker } from './slot-picker';

const partyLimits = textLimits(customizationRequestSchema);
const addressLimits = textLimits(deliveryRequestSchema);

type Draft = Record<string, string>;
type Lines = { addons: string[]; quantity: string }[];

const draftOf = (order: AdminOrderDetail): Draft => ({
  decorName: order.party.decorName ?? '',
  cakeDetails: order.party.cakeDetails ?? '',
  notes: order.party.notes ?? '',
  recipientName: order.delivery.name,
  recipientPhone: order.delivery.phone,
  ...order.delivery.addressParts,
  date: order.deliverySlot?.date ?? '',
  slotId: order.deliverySlot?.slotId ?? '',
});
const linesOf = (order: AdminOrderDetail): Lines => order.boxes.map((box) => ({ addons: box.addons.map((a) => a.key), quantity: String(box.quantity) }));
const sameLines = (a: Lines, b: Lines) =>
  JSON.stringify(a.map((l) => [[...l.addons].sort(), l.quantity])) === JSON.stringify(b.map((l) => [[...l.addons].sort(), l.quantity]));
const extrasOf = (order: AdminOrderDetail) => order.extras.map((extra) => extra.key);
const sameKeys = (a: readonly string[], b: readonly string[]) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
/** A typed quantity as the schema checks it: a number when it is digits, else the text (refused with the schema's message). */
const quantityOf = (typed: string): number | string => (/^\d+$/.test(typed.trim()) ? Number(typed) : typed);

function askOf(order: AdminOrderDetail, draft: Draft, lines: Lines, extras: string[]): OrderEditAsk {
  const slotChanged = draft.date && draft.slotId && (draft.date !== order.deliverySlot?.date || draft.slotId !== order.deliverySlot?.slotId);
  // The phone as the phone rule stores it (+91, spaces and dashes taken off), so "+91 98200 98200" is no change.
  const recipient = { name: (draft.recipientName ?? '').trim(), phone: normalisePhone(draft.recipientPhone ?? '') };
  const recipientChanged = recipient.name !== order.delivery.name || recipient.phone !== order.delivery.phone;
  return {
    personalisation: { decorName: draft.decorName ?? '', cakeDetails: draft.cakeDetails ?? '', notes: draft.notes ?? '' },
    ...(recipientChanged && { recipient }),
    ...(order.delivery.addressParts && {
      address: {
        addressLine1: draft.addressLine1 ?? '',
        addressLine2: draft.addressLine2 ?? '',
        city: draft.city ?? '',
        state: draft.state ?? '',
        pincode: (draft.pincode ?? '').trim(),
      },
    }),
    ...(slotChanged && { slot: { date: draft.date!, slotId: draft.slotId! } }),
    ...(!sameLines(lines, linesOf(order)) && { lines: lines.map((line) => ({ addons: line.addons, quantity: quantityOf(line.quantity) as number })) }),
    ...(!sameKeys(extras, extrasOf(order)) && { extras }),
  };
}

const settlementTitle: Record<OrderEditPreview['settlement'], string> = {
  refund: 'Refund',
  'payment-link': 'Payment link',
  cash: 'Cash on delivery',
  unpaid: 'Paid online',
  none: 'Nothing to settle',
};

export function OrderEditForm({
  order,
  onClose,
  onSaved,
}: {
  readonly order: AdminOrderDetail;
  readonly onClose: () => void;
  readonly onSaved: (words: string) => void;
}) {
  const id = useId();
  const edit = useOrderEdit(order);
  const [draft, setDraft] = useState<Draft>(() => draftOf(order));
  const [lines, setLines] = useState<Lines>(() => linesOf(order));
  const [extras, setExtras] = useState<string[]>(() => extrasOf(order));
  // The add-ons page's extras as the API offers them now (like each box's addonOptions); an older answer: the order's own.
  const extraChoices = order.extraOptions ?? order.extras;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const calendar = useQuery({ ...calendarQuery(draft.date || order.eventDate, 1), enabled: Boolean(draft.date) }, queryClient);
  const reviewed = edit.preview.data;
  const failure = edit.save.error ?? edit.preview.error;
  const clash = isConflict(failure) ? failure.message : undefined;
  const apiFields = failure instanceof ApiError ? failure.fields : [];
  const fieldError = (field: string) => errors[field] ?? apiFields.find((error) => error.field === field)?.message;

  const change = (next: Draft) => {
    setDraft(next);
    edit.preview.reset();
  };
  // A field's own error goes as soon as it is changed (the review checks it again), not at the next review.
  const clearError = (field: string) =>
    setErrors((current) => (field in current ? Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)) : current));
  const bind = (name: string, field = name): FieldBinding => ({
    name,
    value: draft[name] ?? '',
    ...(fieldError(field) && { error: fieldError(field) }),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      change({ ...draft, [name]: event.target.value });
      clearError(field);
    },
    onBlur: () => undefined,
  });
  const setLine = (index: number, line: Lines[number]) => {
    setLines(lines.map((current, i) => (i === index ? line : current)));
    edit.preview.reset();
  };
  const changeExtras = (keys: string[]) => {
    setExtras(keys);
    edit.preview.reset();
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    const ask = askOf(order, draft, lines, extras);
    const checked = validateOrderEdit({ ...ask, expectedVersion: order.version, editId: 'checking-only' });
    const problems = checked.ok ? {} : Object.fromEntries(checked.errors.map((error) => [error.field, error.message]));
    setErrors(problems);
    if (checked.ok) edit.preview.mutate(ask);
  };
  const save = () =>
    edit.save.mutate(askOf(order, draft, lines, extras), {
      onSuccess: () => onSaved(`Order edited. ${reviewed?.settlementWords ?? ''} The customer is sent one text about the change.`.trim()),
    });

  return (
    <section className="card console-section console-edit" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Edit order</h2>
      <form onSubmit={review} noValidate>
        <fieldset className="console-edit__group">
          <legend>Personalisation</legend>
          <TextField label="Name on the decor" binding={bind('decorName', 'personalisation.decorName')} limit={partyLimits.decorName} />
          <TextAreaField label="Cake message" rows={2} binding={bind('cakeDetails', 'personalisation.cakeDetails')} limit={partyLimits.cakeDetails} />
          <TextAreaField label="Instructions" rows={2} binding={bind('notes', 'personalisation.notes')} limit={partyLimits.notes} />
        </fieldset>
        <fieldset className="console-edit__group">
          <legend>Recipient</legend>
          <TextField label="Recipient's name" required binding={bind('recipientName', 'recipient.name')} limit={addressLimits.fullName} />
          <PhoneField required hint="We call this number before delivering" binding={bind('recipientPhone', 'recipient.phone')} />
        </fieldset>
        {order.delivery.addressParts && (
          <fieldset className="console-edit__group">
            <legend>Delivery address</legend>
            <TextField label="Address line 1" required binding={bind('addressLine1', 'address.addressLine1')} limit={addressLimits.addressLine1} />
            <TextField label="Address line 2" binding={bind('addressLine2', 'address.addressLine2')} limit={addressLimits.addressLine2} />
            <div className="console-edit__row">
              <TextField label="City" required binding={bind('city', 'address.city')} limit={addressLimits.city} />
              <TextField label="State" required binding={bind('state', 'address.state')} limit={addressLimits.state} />
              <TextField label="PIN code" required inputMode="numeric" binding={bind('pincode', 'address.pincode')} />
            </div>
          </fieldset>
        )}
        <SlotPicker
          order={order}
          date={draft.date ?? ''}
          slotId={draft.slotId ?? ''}
          day={calendar.data?.[0]}
          error={fieldError('slot.date') ?? fieldError('slot.slotId')}
          onChange={(date, slotId) => change({ ...draft, date, slotId })}
        />
        <fieldset className="console-edit__group">
          <legend>Boxes and add-ons</legend>
          {order.boxes.map((box, index) => (
            <div key={`${box.themeId}-${index}`} className="console-edit__box">
              <TextField
                label={`${box.themeName}: quantity`}
                required
                inputMode="numeric"
                className="field__control console-edit__quantity"
                binding={{
                  name: `quantity-${index}`,
                  value: lines[index]!.quantity,
                  ...(fieldError(`lines[${index}].quantity`) && { error: fieldError(`lines[${index}].quantity`) }),
                  onChange: (event) => {
                    setLine(index, { ...lines[index]!, quantity: event.target.value });
                    clearError(`lines[${index}].quantity`);
                  },
                  onBlur: () => undefined,
                }}
              />
              <AddonChecks
                label={`${box.themeName}: add-ons`}
                options={box.addonOptions ?? box.addons}
                chosen={lines[index]!.addons}
                onChange={(addons) => setLine(index, { ...lines[index]!, addons })}
              />
            </div>
          ))}
        </fieldset>
        {extraChoices.length > 0 && (
          <fieldset className="console-edit__group">
            <legend>Extras</legend>
            <AddonChecks label="Extras" options={extraChoices} chosen={extras} onChange={changeExtras} />
            {fieldError('extras') && (
              <p role="alert" className="field__error">
                {fieldError('extras')}
              </p>
            )}
          </fieldset>
        )}
        {clash && (
          <div role="alert" className="form-alert form-alert--error console-conflict">
            <p>
              <strong>{clash}</strong>
            </p>
            <button type="button" className="button button--small" onClick={() => void edit.reload()}>
              Reload the order (keeps what you typed)
            </button>
          </div>
        )}
        {failure && !clash && (
          <p role="alert" className="field__error">
            {failure.message}
          </p>
        )}
        {reviewed ? (
          <div className="console-confirm console-edit__review" aria-live="polite">
            <h3>Review the changes</h3>
            <ul>
              {reviewed.changes.map((item) => (
                <li key={item.field}>
                  <strong>{item.field}:</strong> {item.from} → {item.to}
                </li>
              ))}
            </ul>
            {reviewed.difference === 0 ? (
              <p>
                The total stays <strong>{formatInr(reviewed.total)}</strong>.
              </p>
            ) : (
              <p>
                New total <strong>{formatInr(reviewed.total)}</strong> (was {formatInr(reviewed.previousTotal)}, {reviewed.difference > 0 ? '+' : '−'}
                {formatInr(Math.abs(reviewed.difference))}).
              </p>
            )}
            <p>
              <strong>{settlementTitle[reviewed.settlement]}:</strong> {reviewed.settlementWords}
            </p>
            <div className="actions-row">
              <button type="button" className="button button--small" disabled={edit.save.isPending || Boolean(clash)} onClick={save}>
                {edit.save.isPending ? 'Saving…' : 'Save changes'}
              </button>
              <button type="button" className="button button--ghost button--small" onClick={() => edit.preview.reset()}>
                Change again
              </button>
            </div>
          </div>
        ) : (
          <div className="actions-row">
            <button type="submit" className="button button--small" disabled={edit.preview.isPending}>
              {edit.preview.isPending ? 'Working out the total…' : 'Review changes'}
            </button>
            <button type="button" className="button button--ghost button--small" onClick={onClose}>
              Close without saving
            </button>
          </div>
        )}
      </form>
    </section>
  );
}
