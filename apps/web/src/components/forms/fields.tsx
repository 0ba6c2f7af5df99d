// Labelled form fields with their error message beside them, linked for assistive technology.
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import type { FieldBinding } from './use-form';

interface FieldFrameProps {
  readonly id: string;
  readonly label: string;
  readonly error?: string;
  readonly hint?: string;
  readonly required?: boolean;
  readonly prefix?: string;
  readonly children: ReactNode;
}

function FieldFrame({ id, label, error, hint, required, prefix, children }: FieldFrameProps) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
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
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: string) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

type Common = { label: string; hint?: string; required?: boolean; binding: FieldBinding };

export function TextField({
  label,
  hint,
  required,
  binding,
  prefix,
  ...input
}: Common & { prefix?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'name' | 'prefix'>) {
  const id = useId();
  const { error, ...bound } = binding;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} prefix={prefix}>
      <input
        id={id}
        className="field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
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
  ...textarea
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'onBlur' | 'name'>) {
  const id = useId();
  const { error, ...bound } = binding;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required}>
      <textarea
        id={id}
        rows={3}
        className="field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
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
}: Common & { options: readonly string[]; placeholder?: string } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'onBlur' | 'name'>) {
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
