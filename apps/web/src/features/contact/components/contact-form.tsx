// The contact form: saved through the API; cleared (and the thank-you dialog shown) only once it is saved.
import { contactRequestSchema } from '@partybox/contracts';
import { useState } from 'react';
import { FormAlert, TextAreaField, TextField } from '../../../components/forms/fields';
import { PhoneField } from '../../../components/forms/phone-field';
import { textLimits } from '../../../components/forms/text-limits';
import { saveFailureMessage } from '../../../components/forms/request-values';
import { useForm } from '../../../components/forms/use-form';
import { Modal } from '../../../components/modal';
import { useProfileStore } from '../../../stores/profile-store';
import { contactProblems, emptyContact, toContactRequest } from '../api/contact-request';
import { useSendContact } from '../api/use-send-contact';
import '../contact.css';

/** The fields' character limits, from the request schema the API checks. */
const limits = textLimits(contactRequestSchema);

export function ContactForm() {
  const remember = useProfileStore((state) => state.remember);
  const form = useForm({ initial: emptyContact, validate: contactProblems });
  const send = useSendContact();
  const [thankedName, setThankedName] = useState<string>();

  const submit = form.handleSubmit((values) => {
    const request = toContactRequest(values);
    send.save(request, {
      onSuccess: () => {
        remember({ name: `${request.firstName} ${request.lastName}`, phone: request.phone, email: request.email });
        setThankedName(request.firstName);
        form.reset(emptyContact);
      },
      onError: (error) => form.showServerErrors(error.fields),
    });
  });

  return (
    <>
      <form ref={form.formRef} onSubmit={submit} noValidate className="contact-form card" aria-labelledby="contact-form-title">
        <h2 id="contact-form-title">Send us a message</h2>
        <div className="form-grid">
          <TextField label="First name" required autoComplete="given-name" limit={limits.firstName} binding={form.field('firstName')} />
          <TextField label="Last name" required autoComplete="family-name" limit={limits.lastName} binding={form.field('lastName')} />
          <PhoneField required binding={form.field('phone')} />
          <TextField label="Email" required type="email" autoComplete="email" limit={limits.email} binding={form.field('email')} />
          <div className="form-grid--full">
            <TextAreaField label="Message" required rows={5} limit={limits.message} binding={form.field('message')} />
          </div>
        </div>
        <FormAlert message={send.isError ? saveFailureMessage('Failed to save message.', send.error) : undefined} />
        <div className="actions-row">
          <button type="submit" className="button" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Submit'}
          </button>
        </div>
      </form>
      <Modal open={thankedName !== undefined} title="Message Sent!" closeLabel="Okay" onClose={() => setThankedName(undefined)}>
        <p>Thank you {thankedName}, we&apos;ve received your query. Our team will get back to you shortly.</p>
      </Modal>
    </>
  );
}
