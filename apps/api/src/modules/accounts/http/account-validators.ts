// The account forms' validators (the contracts' precompiled ones, about 12 KB), imported by the account routes at the
// first body they check: the Lambda bundle gives this file a copy of @partybox/contracts of its own (apps/infra's
// `separateCopy`), so a cold start does not read them; only requests that sign in, up or reset do.
import { loadOnFirstUse } from '../../../platform/loading/load-on-first-use';

export const accountValidators = loadOnFirstUse(
  "The account forms' validators (modules/accounts/http/account-form-checks.ts)",
  () => import('./account-form-checks'),
);
