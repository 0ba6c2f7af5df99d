// Form state with validation as the customer types: errors show for fields they have left (or after a
// submit attempt), focus moves to the first problem on submit, and server-side field errors merge in.
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldError } from '@partybox/contracts';

/** Every form value is kept as text, exactly as typed; `toRequest` functions convert numbers. */
export type FormValues = Record<string, string>;

export interface UseFormOptions<V extends FormValues> {
  readonly initial: V;
  /** Returns the problems of the current values (the same rules the API applies). */
  readonly validate: (values: V) => FieldError[];
  /** Called on every change, to keep a draft across reloads. */
  readonly onValuesChange?: (values: V) => void;
}

/** What a field component needs from the form. */
export interface FieldBinding {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onBlur: () => void;
}

export function useForm<V extends FormValues>({ initial, validate, onValuesChange }: UseFormOptions<V>) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const problems = useMemo(() => validate(values), [validate, values]);
  const errorOf = useCallback(
    (name: string): string | undefined => {
      const server = serverErrors.find((e) => e.field === name);
      if (server) return server.message;
      if (!submitted && !touched.has(name)) return undefined;
      return problems.find((e) => e.field === name)?.message;
    },
    [problems, serverErrors, submitted, touched],
  );

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const setValue = useCallback(
    (name: string, value: string) => {
      setValues((current) => {
        const next = { ...current, [name]: value };
        onValuesChange?.(next);
        return next;
      });
      setServerErrors((current) => current.filter((e) => e.field !== name));
    },
    [onValuesChange],
  );

  const field = (name: keyof V & string): FieldBinding => ({
    name,
    value: values[name] ?? '',
    error: errorOf(name),
    onChange: (event) => setValue(name, event.target.value),
    onBlur: () => setTouched((current) => (current.has(name) ? current : new Set(current).add(name))),
  });

  /** Wraps a submit handler: validates everything first, and on problems focuses the first one instead. */
  const handleSubmit = (onValid: (values: V) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problems.length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    onValid(values);
  };

  /** Shows field errors that came back from the API and focuses the first. */
  const showServerErrors = (errors: FieldError[]) => {
    setServerErrors(errors);
    setFocusRequest((n) => n + 1);
  };

  /** Fills the fields still empty from `start` (values that arrive after the form showed), keeping whatever was typed. */
  const fillEmpty = useCallback((start: Partial<V>) => {
    setValues((current) => {
      const next = { ...current };
      for (const [name, value] of Object.entries(start)) if (typeof value === 'string' && !current[name as keyof V]) (next as FormValues)[name] = value;
      return next;
    });
  }, []);

  /** Empties the form after a successful save. */
  const reset = (next: V) => {
    setValues(next);
    setTouched(new Set());
    setSubmitted(false);
    setServerErrors([]);
    onValuesChange?.(next);
  };

  return { values, field, setValue, fillEmpty, handleSubmit, showServerErrors, reset, formRef, problems };
}
