// The footer's newsletter sign-up, saved through the API (one subscription per address).
import { useCallback, useRef, useState } from 'react';
import { FormAlert, TextField } from '../../../components/forms/fields';
import { useForm } from '../../../components/forms/use-form';
import { newIdempotencyKey, type ApiError } from '../../../lib/api-client';

type NewsletterApi = typeof import('../api/subscribe');
const loadApi = () => import('../api/subscribe');

export function NewsletterForm() {
  const [api, setApi] = useState<NewsletterApi>();
  const validate = useCallback((values: { email: string }) => (api ? api.subscriptionProblems(values.email) : []), [api]);
  const form = useForm({ initial: { email: '' }, validate });
  const pendingKey = useRef<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();

  const ensureApi = async () => {
    const loaded = api ?? (await loadApi());
    if (!api) setApi(loaded);
    return loaded;
  };

  const send = async (email: string) => {
    const { subscribe, subscriptionProblems } = await ensureApi();
    const problems = subscriptionProblems(email);
    if (problems.length) return form.showServerErrors(problems);
    setDone(undefined);
    setFailure(undefined);
    setSaving(true);
    pendingKey.current ??= newIdempotencyKey();
    try {
      const result = await subscribe({ email: email.trim() }, pendingKey.current);
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
  };

  return (
    <section aria-labelledby="newsletter-title" className="newsletter">
      <h2 id="newsletter-title" className="site-footer__title">Party ideas by e-mail</h2>
      <p>New themes and seasonal offers, about once a month. Unsubscribe any time.</p>
      <form ref={form.formRef} onSubmit={form.handleSubmit((values) => void send(values.email))} onFocus={() => void ensureApi()} noValidate className="newsletter__form">
        <TextField label="Email" type="email" autoComplete="email" required binding={form.field('email')} />
        <button type="submit" className="button" disabled={saving}>{saving ? 'Subscribing…' : 'Subscribe'}</button>
      </form>
      <FormAlert message={failure} />
      <FormAlert tone="success" message={done} />
    </section>
  );
}
