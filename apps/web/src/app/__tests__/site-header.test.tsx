// The header links the console for operators only, from the API's operator hint cookie (no request, no query).
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteHeader } from '../layout/site-header';

const setCookie = (value: string) => (document.cookie = value);
afterEach(() => setCookie('pb_operator=; max-age=0; path=/'));

describe('the site header', () => {
  it('shows the console link to an operator', () => {
    setCookie('pb_operator=1; path=/');
    render(
      <MemoryRouter>
        <SiteHeader />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'CONSOLE' })).toHaveAttribute('href', '/admin');
  });

  it('shows no console link to anyone else', () => {
    render(
      <MemoryRouter>
        <SiteHeader />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'CONSOLE' })).toBeNull();
    expect(screen.getByRole('link', { name: 'ACCOUNT' })).toBeInTheDocument();
  });
});
