// One account step sent to the API: busy while it runs, the API's field messages shown beside the fields of the form
// that sent it, anything else as the page's alert.
import type { FieldError } from '@partybox/contracts';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';

/** What an attempt needs of the form it came from. */
interface FieldMessages {
  readonly showServerErrors: (fields: FieldError[]) => void;
}

export function useAccountAttempt() {
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string>();
  const attempt = async (work: () => Promise<void>, form: FieldMessages) => {
    setBusy(true);
    setAlert(undefined);
    try {
      await work();
    } catch (error) {
      if (error instanceof ApiError && error.fields.length) form.showServerErrors(error.fields);
      else setAlert(error instanceof Error ? error.message : undefined);
    } finally {
      setBusy(false);
    }
  };
  return { busy, alert, attempt };
}
