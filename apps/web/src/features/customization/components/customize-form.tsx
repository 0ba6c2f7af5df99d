// The /customize form: it only renders. It starts from the checkout's saved details (customizationStart) and saves
// through useSaveCustomization, so a reload shows what was saved, a retry never saves twice and a new party starts empty.
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormAlert } from '../../../components/forms/fields';
import { saveFailureMessage } from '../../../components/forms/request-values';
import { useForm } from '../../../components/forms/use-form';
import { Modal } from '../../../components/modal';
import type { Checkout } from '../../../lib/checkout-api';
import type { CheckoutStep } from '../../../lib/checkout-flow';
import { useEarliestEventDate } from '../../../lib/use-earliest-event-date';
import { useProfileStore } from '../../../stores/profile-store';
import {
  customizationProblems,
  customRequestProblems,
  toCustomizationRequest,
  type CustomizationContext,
  type CustomizationValues,
} from '../api/customization-request';
import { customizationStart } from '../api/customization-start';
import { useSaveCustomization } from '../api/use-save-customization';
import { CustomizationField } from './customization-field';
import '../customization.css';
import { paths } from '../../../config/paths';

interface CustomizeFormProps {
  readonly context: CustomizationContext;
  /** The checkout the details are for; none when the cart is empty (the details are then a request on their own). */
  readonly checkout?: Checkout;
  /** Saves the details as the checkout's customization step (the checkout feature's, passed by the route). */
  readonly step: CheckoutStep;
  /** True while the checkout loads: nothing can be sent yet. */
  readonly disabled?: boolean;
}

export function CustomizeForm({ context, checkout, step, disabled = false }: CustomizeFormProps) {
  const navigate = useNavigate();
  const earliest = useEarliestEventDate();
  const customer = useProfileStore((state) => state.customer);
  const [initial] = useState(() => customizationStart(undefined, null));
  // Without a theme or a listing's occasion, the customer names the occasion, so the request says what it is for.
  const asksOccasion = !context.themeIds && !context.occasion;
  const validate = useCallback(
    (values: CustomizationValues) => (asksOccasion ? customRequestProblems(values) : customizationProblems(values, context)),
    [asksOccasion, context],
  );
  const form = useForm({ initial, validate });
  // Once the checkout has loaded, the fields still empty start from its saved details or the customer's own; anything
  // typed meanwhile (also before the page hydrated) is kept.
  const { fillEmpty } = form;
  useEffect(() => {
    if (!disabled) fillEmpty(customizationStart(checkout, customer));
  }, [disabled, checkout, customer, fillEmpty]);
  const [thankedName, setThankedName] = useState<string>();
  const save = useSaveCustomization({ checkout, step, onThanks: setThankedName, onFieldErrors: form.showServerErrors });
  const submit = form.handleSubmit((values) => save.save(toCustomizationRequest(values, context)));

  const field = (name: keyof CustomizationValues) => <CustomizationField name={name} binding={form.field(name)} earliest={earliest} />;

  return (
    <>
      <form ref={form.formRef} onSubmit={submit} noValidate className="customization-form">
        <fieldset>
          <legend>Your details</legend>
          <div className="form-grid">
            {field('name')}
            {field('phone')}
            {field('email')}
          </div>
        </fieldset>
        <fieldset>
          <legend>Your event</legend>
          <div className="form-grid">
            {asksOccasion && field('occasion')}
            {field('eventDate')}
            {field('eventTime')}
            {field('age')}
            {field('guestCount')}
            {field('venue')}
            {field('venueType')}
          </div>
        </fieldset>
        <fieldset>
          <legend>Personal touches</legend>
          <div className="form-grid">
            {field('favoriteColor')}
            {field('decorName')}
            {field('returnGiftQty')}
            {field('entertainment')}
            <div className="form-grid--full">{field('cakeDetails')}</div>
            <div className="form-grid--full">{field('notes')}</div>
          </div>
        </fieldset>
        <FormAlert
          message={save.isError ? saveFailureMessage('Failed to save customization. Please try again.', save.error, Object.keys(form.values)) : undefined}
        />
        <div className="actions-row">
          <button type="submit" className="button" disabled={disabled || save.isPending}>
            {save.isPending ? 'Saving…' : 'Proceed Further'}
          </button>
          <Link to="/" className="button button--ghost">
            Go Back Home
          </Link>
        </div>
      </form>
      <Modal open={thankedName !== undefined} title={`Thank You, ${thankedName}!`} closeLabel="Continue" onClose={() => navigate(paths.home.getHref())}>
        <p>Your customization has been submitted. We&apos;ll notify you soon!</p>
      </Modal>
    </>
  );
}
