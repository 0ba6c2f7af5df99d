// The footer's newsletter sign-up, saved through the API (one subscription per address). It is on every page,
// so it stays lean: one field with its own state; validation and saving load on first focus.
import { useId, useRef, useState } from 'react';
import { newIdempotencyKey, type ApiError } from '../../../lib/api-client';

type NewsletterApi = typeof import('../api/subscribe');
const loadApi = () => import('../api/subscribe');

export function NewsletterForm() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const api = useRef<NewsletterApi | undefined>(undefined);
  const pendingKey = useRef<string | undefined>(undefined);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();

  const ensureApi = async () => (api.current ??= await loadApi());
  const check = async (value: string) => {
    const problems = (await ensureApi()).subscriptionProblems(value);
    setProblem(problems[0]?.message);
    return problems.length === 0;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setDone(undefined);
    setFailure(undefined);
    if (!(await check(email))) return input.current?.focus();
    setSaving(true);
    pendingKey.current ??= newIdempotencyKey();
    try {
      const result = await (await ensureApi()).subscribe({ email: email.trim() }, pendingKey.current);
      pendingKey.current = undefined;
      setDone(`Subscribed! We'll write to ${result.email} with new themes and offers.`);
      setEmail('');
      setTouched(false);
    } catch (error) {
      const apiError = error as ApiError;
      if (apiError.fields?.length) {
        setProblem(apiError.fields[0]?.message);
        input.current?.focus();
      } else setFailure(apiError.message ?? 'We could not subscribe you. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  const error = touched ? problem : undefined;
  return (
    <section aria-labelledby="newsletter-title" className="newsletter">
      <h2 id="newsletter-title" className="site-footer__title">
        Party ideas by e-mail
      </h2>
      <p>New themes and seasonal offers, about once a month. Unsubscribe any time.</p>
      <form onSubmit={(event) => void submit(event)} onFocus={() => void ensureApi()} noValidate className="newsletter__form">
        <div className={error ? 'field field--invalid' : 'field'}>
          <label htmlFor={id} className="field__label">
            Email
            <span className="field__required" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <input
            ref={input}
            id={id}
            name="email"
            type="email"
            autoComplete="email"
            className="field__control"
            value={email}
            aria-required="true"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              if (touched) void check(event.target.value);
            }}
            onBlur={() => {
              setTouched(true);
              void check(email);
            }}
          />
          {error && (
            <p id={`${id}-error`} className="field__error">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Subscribing…' : 'Subscribe'}
        </button>
      </form>
      {failure && (
        <p role="alert" className="form-alert form-alert--error">
          {failure}
        </p>
      )}
      <p role="status" className={done ? 'form-alert form-alert--success' : 'form-alert--empty'}>
        {done}
      </p>
    </section>
  );
}
