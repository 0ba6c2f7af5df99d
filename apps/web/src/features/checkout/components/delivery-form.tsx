// The delivery details form: it only renders. Its first values (deliveryStart) and the save flow (useSaveDelivery)
// live in hooks; the save must succeed before the customer moves on to payment, and a failure keeps everything typed.
import { deliveryRequestSchema } from '@partybox/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import deliveryArea from 'virtual:catalog/delivery-area';
import { Link } from 'react-router-dom';
import { FormAlert, TextField } from '../../../components/forms/fields';
import { PhoneField } from '../../../components/forms/phone-field';
import { textLimits } from '../../../components/forms/text-limits';
import { saveFailureMessage } from '../../../components/forms/request-values';
import { useForm } from '../../../components/forms/use-form';
import { calendarChoiceProblems, deliveryCalendarQuery } from '../api/delivery-calendar-query';
import { deliveryCountry, deliveryProblems, toDeliveryRequest, type DeliveryValues } from '../api/delivery-request';
import { deliveryStart, useSaveDelivery } from '../api/use-save-delivery';
import type { Checkout } from '../../../lib/checkout-api';
import { useProfileStore } from '../../../stores/profile-store';
import '../checkout.css';
import { paths } from '../../../config/paths';
import { queryClient } from '../../../lib/query-client';
import { DeliveryCalendar } from './delivery-calendar';

/** The fields' character limits, from the request schema the API checks. */
const limits = textLimits(deliveryRequestSchema);

export function DeliveryForm({ checkout }: { readonly checkout: Checkout }) {
  const countryId = useId();
  const customer = useProfileStore((state) => state.customer);
  // Read once: the form owns the values from then on.
  const [initial] = useState(() => deliveryStart(checkout, customer));
  // The box must arrive on or before the party: the calendar greys out the days after it.
  const calendar = useQuery(deliveryCalendarQuery(checkout.customization?.eventDate, checkout.deliveryHold?.token), queryClient);
  const validate = useCallback((values: DeliveryValues) => [...deliveryProblems(values), ...calendarChoiceProblems(values, calendar.data)], [calendar.data]);
  const form = useForm({ initial, validate });
  const save = useSaveDelivery({ checkout, onFieldErrors: form.showServerErrors });
  const submit = form.handleSubmit((values) => save.save(toDeliveryRequest(values)));

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="delivery-form card">
      <div className="form-grid">
        <TextField label="Full name" required autoComplete="name" limit={limits.fullName} binding={form.field('fullName')} />
        <PhoneField required hint="We call this number before delivering" binding={form.field('phone')} />
        <div className="form-grid--full">
          <TextField label="Email" type="email" autoComplete="email" hint="For the order updates" limit={limits.email} binding={form.field('email')} />
        </div>
        <div className="form-grid--full">
          <TextField
            label="Address line 1"
            required
            autoComplete="address-line1"
            hint="Flat, building and street"
            limit={limits.addressLine1}
            binding={form.field('addressLine1')}
          />
        </div>
        <div className="form-grid--full">
          <TextField
            label="Address line 2"
            autoComplete="address-line2"
            hint="Area and landmark"
            limit={limits.addressLine2}
            binding={form.field('addressLine2')}
          />
        </div>
        <TextField label="City" required autoComplete="address-level2" limit={limits.city} binding={form.field('city')} />
        <TextField label="State" required autoComplete="address-level1" limit={limits.state} binding={form.field('state')} />
        <TextField label="PIN code" required inputMode="numeric" autoComplete="postal-code" binding={form.field('pincode')} />
        <div className="field">
          <label htmlFor={countryId} className="field__label">
            Country
          </label>
          <input id={countryId} className="field__control" value={deliveryCountry} readOnly aria-describedby={`${countryId}-hint`} />
          <p id={`${countryId}-hint`} className="field__hint">
            {deliveryArea.hint}
          </p>
        </div>
      </div>
      {calendar.data ? (
        <DeliveryCalendar
          calendar={calendar.data}
          date={form.values.deliveryDate}
          slot={form.values.deliverySlot}
          dateError={form.field('deliveryDate').error}
          slotError={form.field('deliverySlot').error}
          onDate={(date) => form.setValue('deliveryDate', date)}
          onSlot={(slot) => form.setValue('deliverySlot', slot)}
        />
      ) : calendar.isError ? (
        <FormAlert message="We couldn't load the delivery calendar." />
      ) : (
        <p role="status" className="checkout-loading">
          Loading the delivery calendar…
        </p>
      )}
      <FormAlert
        message={
          save.isError ? saveFailureMessage("We couldn't save your delivery details. Please try again.", save.error, Object.keys(form.values)) : undefined
        }
      />
      <div className="actions-row">
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Continue to Payment'}
        </button>
        <Link to={paths.cart.getHref()} className="button button--ghost">
          Back to cart
        </Link>
      </div>
    </form>
  );
}
