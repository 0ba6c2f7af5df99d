// The profile editor: checked as typed; "Save Changes" keeps the details on this device and returns to the profile.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TextField } from '../../../components/forms/fields';
import { useForm } from '../../../components/forms/use-form';
import { useProfileStore } from '../../../stores/profile-store';
import { editProfileProblems, editProfileStart, toProfileDetails } from '../api/edit-profile-values';
import { paths } from '../../../config/paths';
import '../profile.css';

export function EditProfileForm() {
  const navigate = useNavigate();
  const remember = useProfileStore((state) => state.remember);
  const [initial] = useState(() => editProfileStart(useProfileStore.getState().customer));
  const form = useForm({ initial, validate: editProfileProblems });

  const submit = form.handleSubmit((values) => {
    remember(toProfileDetails(values));
    navigate(paths.profile.getHref());
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="edit-profile-form card">
      <TextField label="Name" required autoComplete="name" maxLength={80} binding={form.field('name')} />
      <TextField label="Email" required type="email" autoComplete="email" binding={form.field('email')} />
      <TextField label="Phone" required type="tel" inputMode="tel" autoComplete="tel" prefix="+91" hint="Enter 10 digit number" binding={form.field('phone')} />
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
