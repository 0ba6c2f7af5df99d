// The end of every sign-in (the sign-in's code step, or the confirmation of a sign-up, which signs in by itself): the
// device's cart and wishlist merge into the account's, the session is read again, and the customer goes back to
// `?next=` (a page that sent them to sign in) or home; an operator without such a page to the console.
import type { SessionAnswer } from '@partybox/contracts/accounts';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { queryClient } from '../../../lib/query-client';
import { safeReturnPath } from '../../../lib/return-path';
import { mergeDeviceItems } from './follow-customer';
import { sessionQuery } from './use-session';

export function useFinishSignIn(): (answer: SessionAnswer) => Promise<void> {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return async (answer) => {
    // The device's items join the account's; a failure here must not undo the sign-in.
    await mergeDeviceItems().catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    const next = search.get('next');
    navigate(!next && answer.signedIn && answer.isOperator ? paths.admin.getHref() : safeReturnPath(next));
  };
}
