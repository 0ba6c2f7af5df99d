// The contact form's values and the request they become (the API checks it with the same validateContact).
import { normalisePhone, validateContact, type ContactRequest, type FieldError } from '@partybox/contracts';
import { problemsOf } from '../../../components/forms/request-values';

/** The contact form as typed. */
export type ContactValues = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  message: string;
};

export const emptyContact: ContactValues = { firstName: '', lastName: '', phone: '', email: '', message: '' };

/** The request for the typed values: every field is required, so each is sent trimmed. */
export function toContactRequest(values: ContactValues): ContactRequest {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone: normalisePhone(values.phone),
    email: values.email.trim(),
    message: values.message.trim(),
  };
}

/** What is wrong with the typed values, field by field. */
export function contactProblems(values: ContactValues): FieldError[] {
  return problemsOf(validateContact(toContactRequest(values)));
}
