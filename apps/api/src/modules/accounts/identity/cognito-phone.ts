// How Cognito writes a customer's phone number: the one place the +91 prefix is put on for the identity service.

/** Cognito's name for the +91 number: E.164. */
export function cognitoPhone(tenDigits: string): string {
  return `+91${tenDigits}`;
}
