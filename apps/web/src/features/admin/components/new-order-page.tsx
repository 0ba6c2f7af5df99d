// A phone or WhatsApp order taken by the team: the box (theme, add-ons, quantity), the customer and party date, the
// delivery address and a day and slot the delivery calendar still has room on. Checked with the same schema and rules
// as the API (validateDraftOrder), saved as a draft priced by the server, then placed as cash on delivery or with a
// Razorpay Payment Link texted to the customer. Opened with `?draft=<id>` (from the drafts page), it continues that
// draft: its values filled in, ready to be placed; changed and saved again, the new draft replaces it.
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { FieldError } from '@partybox/contracts';
import { normalisePhone } from '@partybox/contracts/phone';
import { validateDraftOrder, type CheckoutView, type DraftOrderRequest } from '@partybox/contracts/checkout';
import { PhoneField } from '../../../components/forms/phone-field';
import { consolePaths } from '../../../config/console-paths';
import { ApiError, newIdempotencyKey } from '../../../lib/api-client';
import { formatDate, formatInr } from '../../../lib/format';
import { queryClient } from '../../../lib/query-client';
import { ruleContext } from '../../../lib/rule-context';
import { discardDraftOrder, draftCalendarQuery, draftChoicesQuery, draftOrderKeys, draftQuery, finaliseDraftOrder, saveDraftOrder } from '../api/draft-orders';
import { ConsoleProblem } from './console-problem';

const blank = {
  themeId: '',
  quantity: '1',
  name: '',
  phone: '',
  email: '',
  eventDate: '',
  addressLine1: '',
  addressLine2: '',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '',
  deliveryDate: '',
  deliverySlot: '',
};
type Values = typeof blank;

function Field({ id, label, error, children }: { readonly id: string; readonly label: string; readonly error?: string; readonly children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The request the form's values make (the delivery goes to the customer who ordered). */
function draftOf(values: Values, addons: readonly string[]): DraftOrderRequest {
  return {
    lines: values.themeId ? [{ themeId: values.themeId, addons: [...addons], quantity: Number(values.quantity) }] : [],
    customization: { name: values.name.trim(), phone: normalisePhone(values.phone), email: values.email.trim(), eventDate: values.eventDate },
    delivery: {
      fullName: values.name.trim(),
      // Typed as the hint shows ("98200 98200", "+91-98200-98200"): sent as the 10 digits the API takes.
      phone: normalisePhone(values.phone),
      email: values.email.trim(),
      addressLine1: values.addressLine1.trim(),
      ...(values.addressLine2.trim() && { addressLine2: values.addressLine2.trim() }),
      city: values.city.trim(),
      state: values.state.trim(),
      pincode: values.pincode.trim(),
      deliveryDate: values.deliveryDate,
      deliverySlot: values.deliverySlot,
    },
  } as DraftOrderRequest;
}

/** The form's values of a saved draft (to continue it). */
function valuesOf(draft: CheckoutView): { values: Values; addons: string[] } {
  const party = (draft.customization ?? {}) as Partial<Record<keyof Values, string>>;
  const delivery = (draft.delivery ?? {}) as Partial<Record<keyof Values, string>>;
  const line = draft.lines[0];
  const text = (value: string | undefined, fallback = '') => value ?? fallback;
  return {
    values: {
      themeId: text(line?.themeId),
      quantity: String(line?.quantity ?? 1),
      name: text(party.name),
      phone: text(party.phone),
      email: text(party.email),
      eventDate: text(party.eventDate),
      addressLine1: text(delivery.addressLine1),
      addressLine2: text(delivery.addressLine2),
      city: text(delivery.city, blank.city),
      state: text(delivery.state, blank.state),
      pincode: text(delivery.pincode),
      deliveryDate: text(delivery.deliveryDate),
      deliverySlot: text(delivery.deliverySlot),
    },
    addons: line?.addons.map((addon) => addon.key) ?? [],
  };
}

export function NewOrderPage() {
  const [search] = useSearchParams();
  const draftId = search.get('draft');
  const continued = useQuery({ ...draftQuery(draftId ?? ''), enabled: Boolean(draftId) }, queryClient);
  if (!draftId) return <NewOrderForm />;
  if (continued.isPending) return <p role="status">Loading the draft…</p>;
  if (continued.isError) return <ConsoleProblem what="the draft" error={continued.error} onRetry={() => void continued.refetch()} />;
  // Keyed on the draft, so opening another draft starts from its values.
  return <NewOrderForm key={continued.data.id} continued={continued.data} />;
}

function NewOrderForm({ continued }: { readonly continued?: CheckoutView }) {
  const id = useId();
  const navigate = useNavigate();
  const choices = useQuery(draftChoicesQuery(), queryClient);
  const [start] = useState(() => (continued ? valuesOf(continued) : { values: blank, addons: [] }));
  const [values, setValues] = useState<Values>(start.values);
  const [addons, setAddons] = useState<string[]>(start.addons);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [problem, setProblem] = useState<string>();
  const [draft, setDraft] = useState<CheckoutView | undefined>(continued);
  /** The draft this form last saved or continued: replaced (discarded) when the changed form is saved again. */
  const [held, setHeld] = useState<string | undefined>(continued?.id);
  const [busy, setBusy] = useState(false);
  const calendar = useQuery({ ...draftCalendarQuery(values.eventDate), enabled: /^\d{4}-\d{2}-\d{2}$/.test(values.eventDate) }, queryClient);
  const theme = choices.data?.themes.find((candidate) => candidate.id === values.themeId);
  const days = useMemo(() => (calendar.data?.days ?? []).filter((day) => day.status === 'open'), [calendar.data]);
  const slots = days.find((day) => day.date === values.deliveryDate)?.slots.filter((slot) => slot.available) ?? [];
  const errorFor = (field: string) => errors.find((error) => error.field === field || error.field.startsWith(`${field}[`))?.message;
  const set = (name: keyof Values) => (event: { target: { value: string } }) => {
    setDraft(undefined);
    setValues((current) => ({ ...current, [name]: event.target.value, ...(name === 'themeId' && { quantity: current.quantity }) }));
    if (name === 'themeId') setAddons([]);
  };
  const control = (name: keyof Values, label: string, field: string, props: Record<string, unknown> = {}) => (
    <Field id={`${id}-${name}`} label={label} error={errorFor(field)}>
      <input id={`${id}-${name}`} className="field__control" value={values[name]} onChange={set(name)} aria-invalid={Boolean(errorFor(field))} {...props} />
    </Field>
  );

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const request = draftOf(values, addons);
    const checked = validateDraftOrder(request, ruleContext());
    if (!checked.ok) {
      setErrors(checked.errors);
      setProblem('Check the fields marked below.');
      return;
    }
    setErrors([]);
    setProblem(undefined);
    setBusy(true);
    try {
      const saved = await saveDraftOrder(checked.value, newIdempotencyKey());
      setDraft(saved);
      // The form holds one draft: the one it saved before (or continued) is discarded, so it neither stays in the
      // drafts list nor keeps a second slot held. Gone or placed meanwhile, there is nothing left to discard.
      const earlier = held;
      setHeld(saved.id);
      if (earlier && earlier !== saved.id) {
        await discardDraftOrder(earlier).catch((error: unknown) => {
          if (!(error instanceof ApiError && [404, 409, 410].includes(error.status))) {
            setProblem('The new draft is saved, but the earlier one could not be discarded: discard it under Drafts.');
          }
        });
        void queryClient.invalidateQueries({ queryKey: draftOrderKeys.open });
      }
    } catch (error) {
      setErrors(error instanceof ApiError ? error.fields : []);
      setProblem(error instanceof Error ? error.message : 'The draft could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  const place = async (payment: 'cod' | 'link') => {
    if (!draft) return;
    setBusy(true);
    try {
      const { order } = await finaliseDraftOrder(draft.id, { payment, total: draft.total });
      void navigate(consolePaths.order.getHref(order.orderNumber));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The order could not be placed.');
      setBusy(false);
    }
  };

  return (
    <section className="console-page console-new-order" aria-labelledby={`${id}-title`}>
      <div className="console-page__head">
        <h1 id={`${id}-title`}>{continued ? 'Continue a phone order' : 'New phone order'}</h1>
        <Link className="button button--small button--ghost" to={consolePaths.drafts.getHref()}>
          Open drafts
        </Link>
      </div>
      <p className="console-section__hint">For a customer who orders by phone or WhatsApp. Saved as a draft first; placed when you choose how it is paid.</p>
      {problem && (
        <p role="alert" className="form-alert form-alert--error">
          {problem}
        </p>
      )}
      <form onSubmit={(event) => void save(event)} noValidate className="console-new-order__form">
        <fieldset className="card">
          <legend>Box</legend>
          <Field id={`${id}-themeId`} label="Theme" error={errorFor('lines')}>
            <select id={`${id}-themeId`} className="field__control" value={values.themeId} onChange={set('themeId')}>
              <option value="">{choices.isPending ? 'Loading themes…' : 'Choose a theme'}</option>
              {choices.data?.themes.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name} · {formatInr(choice.basePrice)}
                </option>
              ))}
            </select>
          </Field>
          {control('quantity', 'Quantity', 'lines[0].quantity', { type: 'number', min: 1, inputMode: 'numeric' })}
          {theme && theme.addons.length > 0 && (
            <fieldset className="console-new-order__addons">
              <legend>Add-ons</legend>
              {theme.addons.map((addon) => (
                <label key={addon.key} className="console-new-order__addon">
                  <input
                    type="checkbox"
                    checked={addons.includes(addon.key)}
                    onChange={(event) => {
                      setDraft(undefined);
                      setAddons((current) => (event.target.checked ? [...current, addon.key] : current.filter((key) => key !== addon.key)));
                    }}
                  />
                  {addon.label} · {formatInr(addon.price)}
                </label>
              ))}
            </fieldset>
          )}
        </fieldset>
        <fieldset className="card">
          <legend>Customer</legend>
          {control('name', 'Name', 'customization.name', { autoComplete: 'off' })}
          {/* The one phone input (label, +91, tel keyboard, hint) as every other form asks for a phone. */}
          <PhoneField
            required
            binding={{
              name: 'phone',
              value: values.phone,
              ...(errorFor('customization.phone') && { error: errorFor('customization.phone') }),
              onChange: set('phone'),
              onBlur: () => undefined,
            }}
          />
          {control('email', 'E-mail', 'customization.email', { type: 'email' })}
          {control('eventDate', 'Party date', 'customization.eventDate', { type: 'date' })}
        </fieldset>
        <fieldset className="card">
          <legend>Delivery</legend>
          {control('addressLine1', 'Address', 'delivery.addressLine1')}
          {control('addressLine2', 'Address line 2 (optional)', 'delivery.addressLine2')}
          <div className="console-new-order__row">
            {control('city', 'City', 'delivery.city')}
            {control('pincode', 'PIN code', 'delivery.pincode', { inputMode: 'numeric' })}
          </div>
          {control('state', 'State', 'delivery.state')}
          <div className="console-new-order__when">
            <Field id={`${id}-deliveryDate`} label="Delivery day" error={errorFor('delivery.deliveryDate')}>
              <select id={`${id}-deliveryDate`} className="field__control" value={values.deliveryDate} onChange={set('deliveryDate')} disabled={!calendar.data}>
                <option value="">{values.eventDate ? (calendar.isFetching ? 'Loading days…' : 'Choose a day') : 'Enter the party date first'}</option>
                {days.map((day) => (
                  <option key={day.date} value={day.date}>
                    {formatDate(day.date)}
                  </option>
                ))}
              </select>
            </Field>
            <Field id={`${id}-deliverySlot`} label="Slot" error={errorFor('delivery.deliverySlot')}>
              <select
                id={`${id}-deliverySlot`}
                className="field__control"
                value={values.deliverySlot}
                onChange={set('deliverySlot')}
                disabled={slots.length === 0}
              >
                <option value="">Choose a slot</option>
                {slots.map((slot) => (
                  <option key={slot.id} value={slot.id}>
                    {slot.label}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        </fieldset>
        <div className="console-new-order__actions">
          <button type="submit" className="button" disabled={busy || Boolean(draft)}>
            {draft ? 'Draft saved' : 'Save draft'}
          </button>
        </div>
      </form>
      {draft && (
        <div className="card console-new-order__placed" role="status">
          <h2>Draft saved · total {formatInr(draft.total)}</h2>
          <p className="console-section__hint">Place it now: the customer pays on delivery, or gets a Razorpay payment link by text and e-mail.</p>
          <div className="actions-row">
            <button type="button" className="button" disabled={busy} onClick={() => void place('link')}>
              Place and send payment link
            </button>
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => void place('cod')}>
              Place as cash on delivery
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
