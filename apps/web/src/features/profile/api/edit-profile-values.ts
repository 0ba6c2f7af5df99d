// The profile editor's values and rules. The profile is kept on this device only (no API call), but phone and
// e-mail follow the very patterns and messages of the contracts' phoneField and emailField.
import { emailField, normalisePhone, phoneField, type FieldError } from '@partybox/contracts';
import { profileRequestSchema } from '@partybox/contracts/accounts';
import { characterLength } from '../../../components/forms/character-count';
import type { Customer } from '../../../stores/profile-store';

/** The editor as typed. */
export type EditProfileValues = { name: string; email: string; phone: string };

const phonePattern = new RegExp(phoneField.pattern);
const emailPattern = new RegExp(emailField.pattern);
const nameLimit = profileRequestSchema.properties.name.maxLength;

/** The editor's starting values: the remembered customer, or empty. */
export function editProfileStart(customer: Customer | null): EditProfileValues {
  return { name: customer?.name ?? '', email: customer?.email ?? '', phone: customer?.phone ?? '' };
}

/** The details to remember: trimmed, the phone without spaces. */
export function toProfileDetails(values: EditProfileValues): Pick<Customer, 'name' | 'phone' | 'email'> {
  return { name: values.name.trim(), email: values.email.trim(), phone: normalisePhone(values.phone) };
}

/** Name required (within the account schema's limit); e-mail and phone (exactly 10 digits) by the shared field rules. */
export function editProfileProblems(values: EditProfileValues): FieldError[] {
  const { name, email, phone } = toProfileDetails(values);
  const problems: FieldError[] = [];
  if (name === '') problems.push({ field: 'name', message: 'Enter your name' });
  else if (characterLength(name) > nameLimit) problems.push({ field: 'name', message: `Your name can be at most ${nameLimit} characters` });
  if (!emailPattern.test(email) || email.length > emailField.maxLength) problems.push({ field: 'email', message: emailField.errorMessage });
  if (!phonePattern.test(phone)) problems.push({ field: 'phone', message: phoneField.errorMessage });
  return problems;
}
