// Labelled form fields with their error message beside them, linked for assistive technology. A text field given its
// schema's limit shows a counter near it (character-count.ts) instead of cutting what is typed or pasted.
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { characterCount, type CharacterCount } from './character-count';
import type { FieldBinding } from './use-form';

interface FieldFrameProps {
  readonly id: string;
  readonly label: string;
  readonly error?: string;
  readonly hint?: string;
  readonly required?: boolean;
  readonly prefix?: string;
  readonly count?: CharacterCount;
  readonly children: ReactNode;
}

function FieldFrame({ id, label, error, hint, required, prefix, count, children }: FieldFrameProps) {
  return (
    <div className={error || count?.over ? 'field field--invalid' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="field__optional"> (optional)</span>
        )}
      </label>
      {prefix ? (
        <div className="field__prefixed">
          <span className="field__prefix" aria-hidden="true">
            {prefix}
          </span>
          {children}
        </div>
      ) : (
        children
      )}
      {hint && !error && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
      {count && (
        <p id={`${id}-count`} className={count.over ? 'field__count field__count--over' : 'field__count'}>
          {count.text}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: string, count?: CharacterCount) {
  const ids = [error ? `${id}-error` : hint ? `${id}-hint` : undefined, count ? `${id}-count` : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

type Common = {
  label: string;
  hint?: string;
  required?: boolean;
  binding: FieldBinding;
  /** The most characters the field's request schema allows (see textLimits): a counter shows near it; longer text is kept, never cut. */
  limit?: number;
};

/** The binding's error and the counter: over the limit the counter says what is wrong (the schema's message may only say the field is needed). */
function limited({ error, ...bound }: FieldBinding, limit: number | undefined) {
  const count = characterCount(bound.value, limit);
  return { bound, count, error: count?.over ? undefined : error, invalid: Boolean(error) || Boolean(count?.over) };
}

export function TextField({
  label,
  hint,
  required,
  binding,
  limit,
  prefix,
  ...input
}: Common & { prefix?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'name' | 'prefix' | 'maxLength'>) {
  const id = useId();
  const { bound, count, error, invalid } = limited(binding, limit);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} prefix={prefix} count={count}>
      <input
        id={id}
        className="field__control"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, error, hint, count)}
        aria-required={required || undefined}
        {...input}
        {...bound}
      />
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  hint,
  required,
  binding,
  limit,
  ...textarea
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'onBlur' | 'name' | 'maxLength'>) {
  const id = useId();
  const { bound, count, error, invalid } = limited(binding, limit);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} count={count}>
      <textarea
        id={id}
        rows={3}
        className="field__control"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, error, hint, count)}
        aria-required={required || undefined}
        {...textarea}
        {...bound}
      />
    </FieldFrame>
  );
}

export function SelectField({
  label,
  hint,
  required,
  binding,
  options,
  placeholder,
  ...select
}: Omit<Common, 'limit'> & { options: readonly string[]; placeholder?: string } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'value' | 'onChange' | 'onBlur' | 'name'
  >) {
  const id = useId();
  const { error, ...bound } = binding;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required}>
      <select
        id={id}
        className="field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        aria-required={required || undefined}
        {...select}
        {...bound}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A summary of the form's state after a failed save, announced to screen readers. */
export function FormAlert({ message, tone = 'error' }: { message?: string; tone?: 'error' | 'success' }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={message ? `form-alert form-alert--${tone}` : 'form-alert--empty'}>
      {message}
    </div>
  );
}
