// The accounts module: customers' sign-up, sign-in, sessions and authenticators (Cognito behind identity/), the
// customer records, and who is an operator. Other modules and the composition roots import it only from here.
export { registerAccounts, type SessionCustomer, type SessionReader } from './http/register-accounts';
export { operatorOf } from './http/operator-access';
export { sendRefusal, signedOutMessage } from './http/identity-errors';
export { IdentityService } from './identity/identity-service';
export { openIdentity, smsLogLine, type OpenIdentity } from './identity/open-identity';
export { runningEmulator } from './identity/embedded-cognito';
export { appClientSettings, mfaMethods, operatorsGroup, userPoolSettings } from './identity/user-pool';
