// /package/:id shows its price as the catalog gives it: in rupees when the package has them, else in US dollars
// with the catalog's note on why a Mumbai shop lists dollars there.
import { screen } from '@testing-library/react';
import packageList from 'virtual:catalog/packages';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';

// The catalog gives no package a rupee price yet: one package here has one, as an editor would add it.
vi.mock('virtual:catalog/packages', async (importOriginal) => {
  const { default: list } = await importOriginal<{ default: typeof packageList }>();
  return { default: { ...list, packages: list.packages.map((pkg) => (pkg.id === 'superhero' ? { ...pkg, priceInr: 14999 } : pkg)) } };
});

describe('/package/:id', () => {
  it('shows a dollar price with the note saying why a Mumbai shop lists dollars', async () => {
    renderApp('/package/unicorn');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unicorn Dream Package' })).toBeInTheDocument();
    expect(screen.getByText('$199')).toBeInTheDocument();
    expect(screen.getByText('US dollars')).toBeInTheDocument();
    expect(packageList.dollarNote).toMatch(/Mumbai/);
    expect(screen.getByText(packageList.dollarNote)).toBeInTheDocument();
  });

  it('shows the rupee price, and no dollars or note, when the catalog gives one', async () => {
    renderApp('/package/superhero');
    expect(await screen.findByRole('heading', { level: 1, name: 'Superhero Squad Package' })).toBeInTheDocument();
    expect(screen.getByText('₹14,999')).toBeInTheDocument();
    expect(screen.queryByText('US dollars')).not.toBeInTheDocument();
    expect(screen.queryByText(packageList.dollarNote)).not.toBeInTheDocument();
  });
});
