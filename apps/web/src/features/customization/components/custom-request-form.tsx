// The /custom request form ("Drop Query"): a customization without a catalog theme, thanked for in a dialog that
// leads home, where the customer is greeted by name.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormAlert } from '../../../components/forms/fields';
import { saveFailureMessage } from '../../../components/forms/request-values';
import { useForm } from '../../../components/forms/use-form';
import { Modal } from '../../../components/modal';
import { useEarliestEventDate } from '../../../lib/use-earliest-event-date';
import { useProfileStore } from '../../../stores/profile-store';
import { customRequestProblems, emptyCustomization, toCustomizationRequest, type CustomizationValues } from '../api/customization-request';
import { useSendCustomRequest } from '../api/use-send-custom-request';
import { CustomizationField } from './customization-field';
import '../customization.css';
import { paths } from '../../../config/paths';

export function CustomRequestForm() {
  const navigate = useNavigate();
  const customer = useProfileStore((state) => state.customer);
  const earliest = useEarliestEventDate();
  const [initial] = useState((): CustomizationValues =>
    customer ? { ...emptyCustomization, name: customer.name, phone: customer.phone, email: customer.email } : emptyCustomization,
  );
  const form = useForm({ initial, validate: customRequestProblems });
  const [thankedName, setThankedName] = useState<string>();
  const save = useSendCustomRequest({
    onSent: (request) => {
      setThankedName(request.name);
      form.reset({ ...emptyCustomization, name: form.values.name, phone: form.values.phone, email: form.values.email });
    },
    onFieldErrors: form.showServerErrors,
  });
  const submit = form.handleSubmit((values) => save.send(toCustomizationRequest(values)));

  const field = (name: keyof CustomizationValues) => <CustomizationField name={name} binding={form.field(name)} earliest={earliest} />;

  return (
    <>
      <form ref={form.formRef} onSubmit={submit} noValidate className="customization-form">
        <fieldset>
          <legend>Theme Selection</legend>
          <div className="form-grid">
            {field('occasion')}
            {field('themeName')}
            {field('favoriteColor')}
            {field('decorName')}
          </div>
        </fieldset>
        <fieldset>
          <legend>Personalization Details</legend>
          <div className="form-grid">
            {field('name')}
            {field('phone')}
            {field('email')}
            {field('age')}
            {field('eventDate')}
            {field('eventTime')}
            {field('venue')}
            {field('venueType')}
            {field('guestCount')}
            {field('returnGiftQty')}
            <div className="form-grid--full">{field('entertainment')}</div>
            <div className="form-grid--full">{field('cakeDetails')}</div>
            <div className="form-grid--full">{field('notes')}</div>
          </div>
        </fieldset>
        <FormAlert
          message={save.isError ? saveFailureMessage('Failed to save customization. Please try again.', save.error, Object.keys(form.values)) : undefined}
        />
        <div className="actions-row">
          <button type="submit" className="button" disabled={save.isPending}>
            {save.isPending ? 'Sending…' : 'Drop Query'}
          </button>
          <Link to="/" className="button button--ghost">
            Go Back Home
          </Link>
        </div>
      </form>
      <Modal open={thankedName !== undefined} title={`Thank You, ${thankedName}!`} closeLabel="Continue" onClose={() => navigate(paths.home.getHref())}>
        <p>We&apos;ve received your custom party box request. Our team will call you within one working day to plan the details.</p>
      </Modal>
    </>
  );
}
