// The footer's newsletter sign-up, saved through the API (one subscription per address).
import { validateSubscription } from '@partybox/contracts';
import { useRef, useState } from 'react';
import { FormAlert, TextField } from '../../../components/forms/fields';
import { useForm } from '../../../components/forms/use-form';
import { newIdempotencyKey, type ApiError } from '../../../lib/api-client';

const check = (values: { email: string }) => {
  const result = validateSubscription({ email: values.email.trim() });
  return result.ok ? [] : result.errors;
};

export function NewsletterForm() {
  const form = useForm({ initial: { email: '' }, validate: check });
  const pendingKey = useRef<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();

  const submit = form.handleSubmit(async (values) => {
    setDone(undefined);
    setFailure(undefined);
    setSaving(true);
    pendingKey.current ??= newIdempotencyKey();
    try {
      const { subscribe } = await import('../api/subscribe');
      const result = await subscribe({ email: values.email.trim() }, pendingKey.current);
      pendingKey.current = undefined;
      setDone(result.alreadySubscribed ? `${result.email} is already on our list. Thank you!` : `Subscribed! We'll write to ${result.email} with new themes and offers.`);
      form.reset({ email: '' });
    } catch (error) {
      const apiError = error as ApiError;
      if (apiError.fields?.length) form.showServerErrors(apiError.fields);
      else setFailure(apiError.message ?? 'We could not subscribe you. Please try again.');
    } finally {
      setSaving(false);
    }
  });

  return (
    <section aria-labelledby="newsletter-title" className="newsletter">
      <h2 id="newsletter-title" className="site-footer__title">Party ideas by e-mail</h2>
      <p>New themes and seasonal offers, about once a month. Unsubscribe any time.</p>
      <form ref={form.formRef} onSubmit={submit} noValidate className="newsletter__form">
        <TextField label="Email" type="email" autoComplete="email" required binding={form.field('email')} />
        <button type="submit" className="button" disabled={saving}>{saving ? 'Subscribing…' : 'Subscribe'}</button>
      </form>
      <FormAlert message={failure} />
      <FormAlert tone="success" message={done} />
    </section>
  );
}
