// A listing's first row of cards is on screen when the page opens: its images load at once, the first at high
// priority (on a phone it is the page's largest image); only the cards further down wait until they are scrolled to.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { loadCatalogPage } from '../../../lib/catalog-page';
import { ListingPage } from '../components/listing-page';

describe('ListingPage images', () => {
  it('loads the first row of cards at once, the first at high priority, and the rest lazily', async () => {
    const page = await loadCatalogPage('birthdaytheme');
    if (page?.kind !== 'listing') throw new Error('no birthday listing');
    render(
      <MemoryRouter>
        <ListingPage listing={page.listing} />
      </MemoryRouter>,
    );
    const images = within(screen.getByRole('list', { name: `${page.listing.name} themes` })).getAllByRole('img');
    expect(images.length).toBeGreaterThan(5);
    expect(images.map((image) => [image.getAttribute('fetchpriority'), image.getAttribute('loading')])).toEqual([
      ['high', null],
      [null, null],
      [null, null],
      [null, null],
      ...images.slice(4).map(() => [null, 'lazy']),
    ]);
  });
});
