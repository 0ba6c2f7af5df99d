// The footer's newsletter sign-up, saved through the API (one subscription per address).
import { validateSubscription, type SubscriptionRequest } from '@partybox/contracts';
import { useState } from 'react';
import { FormAlert, TextField } from '../../../components/forms/fields';
import { useForm } from '../../../components/forms/use-form';
import { useIdempotentSave } from '../../../lib/use-idempotent-save';

interface SubscribeResponse {
  email: string;
  alreadySubscribed: boolean;
}

const check = (values: { email: string }) => {
  const result = validateSubscription({ email: values.email.trim() });
  return result.ok ? [] : result.errors;
};

export function NewsletterForm() {
  const form = useForm({ initial: { email: '' }, validate: check });
  const save = useIdempotentSave<SubscriptionRequest, SubscribeResponse>('subscriptions');
  const [done, setDone] = useState<string>();

  const submit = form.handleSubmit((values) => {
    setDone(undefined);
    save.mutate(
      { email: values.email.trim() },
      {
        onSuccess: (result) => {
          setDone(result.alreadySubscribed ? `${result.email} is already on our list. Thank you!` : `Subscribed! We'll write to ${result.email} with new themes and offers.`);
          form.reset({ email: '' });
        },
        onError: (error) => form.showServerErrors(error.fields),
      },
    );
  });

  return (
    <section aria-labelledby="newsletter-title" className="newsletter">
      <h2 id="newsletter-title" className="site-footer__title">Party ideas by e-mail</h2>
      <p>New themes and seasonal offers, about once a month. Unsubscribe any time.</p>
      <form ref={form.formRef} onSubmit={submit} noValidate className="newsletter__form">
        <TextField label="Email" type="email" autoComplete="email" required binding={form.field('email')} />
        <button type="submit" className="button" disabled={save.isPending}>{save.isPending ? 'Subscribing…' : 'Subscribe'}</button>
      </form>
      <FormAlert message={save.isError && save.error.fields.length === 0 ? save.error.message : undefined} />
      <FormAlert tone="success" message={done} />
    </section>
  );
}
