// The console's customer page (/admin/customers/:phone): a number the API refuses says why instead of loading forever.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operatorMe, signedInOperator } from '../../../testing/operator-session';
import { renderApp } from '../../../testing/render-app';
import { stubFetch, type SentRequest } from '../../../testing/stub-fetch';

signedInOperator();

describe('the customer page', () => {
  it('says what is wrong with a phone number the API refuses, and loads nothing more', async () => {
    const refusal = {
      error: 'validation',
      message: 'Please check the highlighted fields.',
      fields: [{ field: 'phone', message: 'Enter a 10-digit mobile number' }],
    };
    stubFetch((request: SentRequest) => {
      if (request.url.endsWith('/api/auth/me')) return operatorMe;
      if (request.url.includes('/api/admin/customers/')) return { status: 400, body: refusal };
      return { status: 404, body: {} };
    });
    renderApp('/admin/customers/12345');
    expect(await screen.findByText(/Enter a 10-digit mobile number/, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('Loading the customer…')).not.toBeInTheDocument();
    // Asked again it would be refused again: no "Try again".
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
