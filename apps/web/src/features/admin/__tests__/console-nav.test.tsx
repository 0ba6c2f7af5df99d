// The console's navigation tells the team where to enrol an authenticator app (sign-in without SMS).
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ConsoleNav } from '../components/console-nav';

describe('the console navigation', () => {
  it('links to the account page where an authenticator app is enrolled', () => {
    render(
      <MemoryRouter>
        <ConsoleNav operatorName="Priya Shah" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Sign in without SMS' })).toHaveAttribute('href', '/account#authenticator-title');
  });
});
