import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';

describe('the layout', () => {
  it("leaves focus alone on the first page, then moves it to the new page's heading after each navigation", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/birthdaytheme');
    const first = await screen.findByRole('heading', { level: 1 });
    expect(first).not.toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Superheroes' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1 })).not.toBe(first);
    // Back to the first page is a navigation too.
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/birthdaytheme'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('puts the chat button in the header, not over the page', async () => {
    renderApp('/cart');
    const chat = await screen.findByRole('link', { name: 'Chat with Party Box on WhatsApp (opens in a new tab)' });
    expect(chat.closest('header')).not.toBeNull();
  });
});
