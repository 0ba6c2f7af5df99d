// The profile editor: checked as typed; "Save Changes" keeps the details on this device and returns to the profile.
import { apiPaths } from '@partybox/contracts/wire';
import { profileRequestSchema } from '@partybox/contracts/accounts';
import { useEffect, useState } from 'react';
import type { AccountCustomer } from '@partybox/contracts/accounts';
import { FormAlert } from '../../../components/forms/fields';
import { PhoneField } from '../../../components/forms/phone-field';
import { textLimits } from '../../../components/forms/text-limits';
import { fetchSession, sendAccountJson } from '../../../lib/session';
import { Link, useNavigate } from 'react-router-dom';
import { TextField } from '../../../components/forms/fields';
import { useForm } from '../../../components/forms/use-form';
import { useProfileStore } from '../../../stores/profile-store';
import { editProfileProblems, editProfileStart, toProfileDetails } from '../api/edit-profile-values';
import { paths } from '../../../config/paths';
import '../profile.css';

/** The fields' character limits, from the request schema the API checks. */
const limits = textLimits(profileRequestSchema);

export function EditProfileForm() {
  const navigate = useNavigate();
  const remember = useProfileStore((state) => state.remember);
  const customer = useProfileStore((state) => state.customer);
  // The details as they were on arrival; later changes to the store must not reset what the customer is typing.
  const [initial] = useState(() => editProfileStart(customer));
  const form = useForm({ initial, validate: editProfileProblems });
  // Signed in, the profile is saved on the server (the phone number is the account's and stays); a guest's on this device.
  const [account, setAccount] = useState<AccountCustomer | null>(null);
  const [alert, setAlert] = useState<string>();
  const { reset } = form;
  useEffect(() => {
    void fetchSession().then((signedIn) => {
      setAccount(signedIn);
      if (signedIn) reset({ name: signedIn.name, email: signedIn.email, phone: signedIn.phone });
    });
    // Once, on arrival: later edits are the customer's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = form.handleSubmit(async (values) => {
    const details = toProfileDetails(values);
    if (account) {
      try {
        await sendAccountJson('PUT', apiPaths.accountProfile, { name: details.name, email: details.email });
      } catch (error) {
        setAlert(error instanceof Error ? error.message : undefined);
        return;
      }
    }
    remember(account ? { ...details, phone: account.phone } : details);
    navigate(paths.profile.getHref());
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="edit-profile-form card">
      <TextField label="Name" required autoComplete="name" limit={limits.name} binding={form.field('name')} />
      <TextField label="Email" required type="email" autoComplete="email" limit={limits.email} binding={form.field('email')} />
      <PhoneField
        required
        readOnly={account !== null}
        hint={account ? 'The phone number of your account' : 'Enter 10 digit number'}
        binding={form.field('phone')}
      />
      <FormAlert message={alert} />
      <div className="actions-row">
        <button type="submit" className="button">
          Save Changes
        </button>
        <Link to={paths.profile.getHref()} className="button button--ghost">
          Cancel
        </Link>
      </div>
    </form>
  );
}
