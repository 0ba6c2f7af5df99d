// The console's "New phone order" asks for the customer's phone with the one phone input every form uses (the phone
// rule's label and +91, the tel keyboard, autofill and the hint), and refuses a wrong number with the rule's message
// before anything is sent; a continued draft opens with its values, and saved again after a change it is replaced.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { phoneField } from '@partybox/contracts';
import { describe, expect, it, vi } from 'vitest';
import { phoneHint } from '../../../components/forms/phone-field';
import { operatorMe, signedInOperator } from '../../../testing/operator-session';
import { renderApp } from '../../../testing/render-app';
import { created, stubFetch, type SentRequest } from '../../../testing/stub-fetch';

signedInOperator();

describe('New phone order', () => {
  it("asks for the phone with the one phone field and refuses a short number with the rule's message, sending nothing", async () => {
    const sent = stubFetch((request: SentRequest) => (request.url.endsWith('/api/auth/me') ? operatorMe : { status: 200, body: { themes: [] } }));
    renderApp('/admin/new-order');
    const phone = await screen.findByRole('textbox', { name: phoneField.title }, { timeout: 5000 });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(phone).toHaveAccessibleDescription(phoneHint);
    expect(phone.closest('.field__prefixed')).toHaveTextContent('+91');
    await userEvent.type(phone, '98200');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(phoneField.errorMessage)).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(sent.posts()).toEqual([]);
  });

  it('opens a draft to continue with its values, and a changed draft saved again replaces it (the earlier one is discarded)', async () => {
    const partyDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const saved = (id: string, name: string) => ({
      id,
      version: 1,
      status: 'open',
      expiresAt: '2030-01-01T00:00:00.000Z',
      lines: [
        {
          themeId: 'superhero',
          themeName: 'Superheroes',
          route: '/superhero',
          image: { src: '/a.jpg', alt: '' },
          addons: [],
          quantity: 1,
          basePrice: 100,
          unitPrice: 100,
          lineTotal: 100,
        },
      ],
      extras: [],
      subtotal: 100,
      shipping: 0,
      total: 100,
      customization: { id: '0190a0a0-0000-7000-8000-000000000001', name, phone: '9820011122', email: 'meera@example.com', eventDate: partyDate },
      delivery: {
        id: '0190a0a0-0000-7000-8000-000000000002',
        fullName: name,
        phone: '9820011122',
        email: 'meera@example.com',
        addressLine1: '4 Sea Breeze',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400050',
        deliveryDate: partyDate,
        deliverySlot: 'midday',
      },
    });
    const first = '11111111-1111-4111-8111-111111111111';
    const second = '22222222-2222-4222-8222-222222222222';
    const sent = stubFetch((request: SentRequest) => {
      if (request.url.endsWith('/api/auth/me')) return operatorMe;
      if (request.url.endsWith(`/api/admin/draft-orders/${first}`)) return { status: 200, body: saved(first, 'Meera Iyer') };
      if (request.method === 'POST' && request.url.endsWith('/api/admin/draft-orders')) return created(saved(second, 'Meera S. Iyer'));
      if (request.url.endsWith('/discard')) return { status: 200, body: { id: first, discardedAt: '2026-01-01T00:00:00.000Z', discardedBy: 'Priya' } };
      if (request.url.includes('/api/delivery-calendar')) return { status: 200, body: { days: [] } };
      return { status: 200, body: { themes: [{ id: 'superhero', name: 'Superheroes', basePrice: 100, addons: [] }] } };
    });
    renderApp(`/admin/new-order?draft=${first}`);
    const name = await screen.findByRole('textbox', { name: 'Name' }, { timeout: 5000 });
    expect(name).toHaveValue('Meera Iyer');
    expect(screen.getByRole('status')).toHaveTextContent('Draft saved · total');

    await userEvent.clear(name);
    await userEvent.type(name, 'Meera S. Iyer');
    // Typed the way the phone's hint shows it: sent as the 10 digits.
    const phone = screen.getByRole('textbox', { name: phoneField.title });
    await userEvent.clear(phone);
    await userEvent.type(phone, '98200 11122');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(sent.posts().map((request) => request.url)).toContain(`/api/admin/draft-orders/${first}/discard`));
    expect(sent.posts().map((request) => request.url)).toEqual(['/api/admin/draft-orders', `/api/admin/draft-orders/${first}/discard`]);
    const body = sent.posts()[0]!.body as { customization: { phone: string }; delivery: { phone: string } };
    expect([body.customization.phone, body.delivery.phone]).toEqual(['9820011122', '9820011122']);
  });
});
