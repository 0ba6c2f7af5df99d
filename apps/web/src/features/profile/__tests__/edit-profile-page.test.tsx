import { emailField, phoneField } from '@partybox/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import * as editProfileRoute from '../../../app/routes/edit-profile';
import { useProfileStore } from '../../../stores/profile-store';
import { fieldLabel } from '../../../testing/field-label';
import { findNavigatedPath, renderRoute, resetStores } from '../../../testing/render-route';

const asha = { name: 'Asha Mehta', phone: '9820098200', email: 'asha@example.com', createdAt: '2025-07-09T06:30:00.000Z' };

beforeEach(() => {
  resetStores();
  useProfileStore.setState({ customer: asha });
});

function renderEditProfile() {
  return renderRoute(editProfileRoute, { path: '/edit-profile' });
}

describe('/edit-profile', () => {
  it('starts from the remembered details and says they stay on this device', async () => {
    renderEditProfile();
    await waitFor(() => expect(screen.getByLabelText(fieldLabel('Name'))).toHaveValue('Asha Mehta'));
    expect(screen.getByLabelText(fieldLabel('Email'))).toHaveValue('asha@example.com');
    expect(screen.getByLabelText(fieldLabel('Phone'))).toHaveValue('9820098200');
    expect(screen.getByText('Enter 10 digit number')).toBeInTheDocument();
    expect(screen.getByText(/saved on this device only; nothing is sent to our server/)).toBeInTheDocument();
  });

  it('checks name, e-mail and phone as typed, with the shared messages', async () => {
    const { user } = renderEditProfile();
    const phone = await screen.findByDisplayValue('9820098200');
    await user.clear(phone);
    await user.type(phone, '98200');
    await user.tab();
    expect(screen.getByText(phoneField.errorMessage)).toBeInTheDocument();
    await user.type(phone, '982001');
    await user.tab();
    expect(screen.getByText(phoneField.errorMessage)).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '9876543210');
    expect(screen.queryByText(phoneField.errorMessage)).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText(fieldLabel('Email')));
    await user.type(screen.getByLabelText(fieldLabel('Email')), 'asha@example');
    await user.tab();
    expect(screen.getByText(emailField.errorMessage)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(fieldLabel('Name')));
    await user.tab();
    expect(screen.getByText('Enter your name')).toBeInTheDocument();
  });

  it('focuses the first problem instead of saving', async () => {
    const { user } = renderEditProfile();
    const name = await screen.findByDisplayValue('Asha Mehta');
    await user.clear(name);
    await user.clear(screen.getByLabelText(fieldLabel('Phone')));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(name).toHaveFocus();
    expect(useProfileStore.getState().customer).toEqual(asha);
  });

  it('saves the changes and returns to the profile', async () => {
    const { user } = renderEditProfile();
    const name = await screen.findByDisplayValue('Asha Mehta');
    await user.clear(name);
    await user.type(name, 'Asha M. Shah');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await findNavigatedPath()).toBe('/profile');
    expect(useProfileStore.getState().customer).toEqual({ ...asha, name: 'Asha M. Shah' });
  });

  it('cancels back to the profile without changing anything', async () => {
    const { user } = renderEditProfile();
    const name = await screen.findByDisplayValue('Asha Mehta');
    await user.type(name, ' Junior');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await findNavigatedPath()).toBe('/profile');
    expect(useProfileStore.getState().customer).toEqual(asha);
  });
});
