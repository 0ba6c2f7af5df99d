// The /customize form: its draft and pending idempotency key live in the checkout store, so a reload loses
// nothing and a retry never saves twice. After the save it moves on to delivery when boxes are in the cart;
// a customization without a cart is a request on its own, so it is thanked for instead.
import type { CustomizationRequest } from '@partybox/contracts';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormAlert } from '../../../components/forms/fields';
import { saveFailureMessage } from '../../../components/forms/request-values';
import { useForm } from '../../../components/forms/use-form';
import { Modal } from '../../../components/modal';
import { useEarliestEventDate } from '../../../lib/use-earliest-event-date';
import { isSavedAs, type KeySlot } from '../../../lib/use-keyed-save';
import { useCartStore } from '../../../stores/cart-store';
import { useCheckoutStore } from '../../../stores/checkout-store';
import { useProfileStore } from '../../../stores/profile-store';
import {
  customizationFromDraft,
  customizationProblems,
  customRequestProblems,
  toCustomizationRequest,
  type CustomizationValues,
} from '../api/customization-request';
import { useSaveCustomization } from '../api/use-save-customization';
import { CustomizationField } from './customization-field';
import '../customization.css';

const keySlot: KeySlot = {
  read: () => useCheckoutStore.getState().customization.idempotencyKey,
  write: (key) => useCheckoutStore.getState().updateStep('customization', { idempotencyKey: key }),
};

const saveDraft = (values: CustomizationValues) => useCheckoutStore.getState().updateStep('customization', { draft: values });

export function CustomizeForm() {
  const navigate = useNavigate();
  const themeId = useCheckoutStore((state) => state.themeId);
  const occasion = useCheckoutStore((state) => state.occasion);
  const remember = useProfileStore((state) => state.remember);
  const earliest = useEarliestEventDate();
  const [initial] = useState(() => {
    const customer = useProfileStore.getState().customer;
    const start = customer ? { name: customer.name, phone: customer.phone, email: customer.email } : {};
    return customizationFromDraft(useCheckoutStore.getState().customization.draft, start);
  });
  // Without a theme or a listing's occasion, the customer names the occasion, so the request says what it is for.
  const asksOccasion = !themeId && !occasion;
  const validate = useCallback(
    (values: CustomizationValues) => (asksOccasion ? customRequestProblems(values) : customizationProblems(values, { themeId, occasion })),
    [asksOccasion, themeId, occasion],
  );
  const form = useForm({ initial, validate, onValuesChange: saveDraft });
  const save = useSaveCustomization(keySlot);
  const [thankedName, setThankedName] = useState<string>();

  const moveOn = (request: CustomizationRequest) => {
    remember({ name: request.name, phone: request.phone, email: request.email });
    if (useCartStore.getState().lines.length > 0) navigate('/delivery');
    else setThankedName(request.name);
  };

  const submit = form.handleSubmit((values) => {
    const request = toCustomizationRequest(values, { themeId, occasion });
    // Back from delivery without changes: the saved customization still stands.
    if (isSavedAs(request, useCheckoutStore.getState().customization.savedId)) {
      moveOn(request);
      return;
    }
    save.save(request, {
      onSuccess: (saved) => {
        useCheckoutStore.getState().updateStep('customization', { savedId: saved.id });
        moveOn(request);
      },
      onError: (error) => form.showServerErrors(error.fields),
    });
  });

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
        <FormAlert message={save.isError ? saveFailureMessage('Failed to save customization. Please try again.', save.error, Object.keys(form.values)) : undefined} />
        <div className="actions-row">
          <button type="submit" className="button" disabled={save.isPending}>{save.isPending ? 'Saving…' : 'Proceed Further'}</button>
          <Link to="/" className="button button--ghost">Go Back Home</Link>
        </div>
      </form>
      <Modal open={thankedName !== undefined} title={`Thank You, ${thankedName}!`} closeLabel="Continue" onClose={() => navigate('/home')}>
        <p>Your customization has been submitted. We&apos;ll notify you soon!</p>
      </Modal>
    </>
  );
}
