import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';

describe('the FAQ', () => {
  it('opens one answer at a time and closes the open one on a second click', async () => {
    const user = userEvent.setup();
    renderApp('/faq');
    const faq = await screen.findByRole('list', { name: 'Questions and answers' });
    const [first, second] = within(faq).getAllByRole('button', { expanded: false });
    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.click(second!);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getAllByRole('button', { expanded: true })).toHaveLength(1);
    await user.click(second!);
    expect(within(faq).queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('states the lead time and the delivery area', async () => {
    renderApp('/faq');
    const text = (await screen.findByRole('list', { name: 'Questions and answers' })).textContent ?? '';
    expect(text).toMatch(/5 days/);
    expect(text).toMatch(/Mumbai/);
  });
});
