// A catalog photograph is offered as AVIF and WebP in several widths with explicit dimensions; an illustration
// stays one SVG. The theme page's hero, its largest image, is fetched first and never lazily.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ThemePage } from '../../features/catalog/components/theme-page';
import { loadCatalogPage } from '../../lib/catalog-page';
import { imageSizes, publishedImage } from '../../lib/responsive-image';
import { CatalogImage } from '../catalog-image';

// As the build publishes it: the catalog's measured photograph with its sources added.
const measured = { src: 'themes/beach.jpg', alt: 'Friends on a beach at sunset', width: 2400, height: 1600 };
const photo = publishedImage(measured, imageSizes.card);

describe('CatalogImage', () => {
  it('offers a photograph as AVIF then WebP in every width, with the original as fallback and its own size', () => {
    const { container } = render(<CatalogImage image={photo} loading="lazy" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toBe(
      '/images/themes/beach-480w.avif 480w, /images/themes/beach-800w.avif 800w, /images/themes/beach-1200w.avif 1200w, /images/themes/beach-1600w.avif 1600w',
    );
    expect(sources.map((source) => source.getAttribute('sizes'))).toEqual([imageSizes.card, imageSizes.card]);
    const img = screen.getByRole('img', { name: measured.alt });
    expect(img).toHaveAttribute('src', '/images/themes/beach.jpg');
    expect(img).toHaveAttribute('width', '2400');
    expect(img).toHaveAttribute('height', '1600');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('keeps an SVG illustration a single image on a 4:3 box', () => {
    const { container } = render(<CatalogImage image={publishedImage({ src: 'themes/space.svg', alt: 'A rocket' }, imageSizes.card)} />);
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img', { name: 'A rocket' });
    expect(img).toHaveAttribute('src', '/images/themes/space.svg');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['640', '480']);
  });

  it("makes a theme page's photograph its high-priority hero, not lazy", async () => {
    const page = await loadCatalogPage('beach');
    if (page?.kind !== 'theme') throw new Error('no beach theme');
    render(
      <MemoryRouter>
        <ThemePage
          theme={{ ...page.theme, image: publishedImage(measured, imageSizes.themeHero) }}
          checkout={{ proceed: () => Promise.resolve(), pending: false, problem: undefined }}
        />
      </MemoryRouter>,
    );
    const hero = screen.getByRole('img', { name: measured.alt });
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).not.toHaveAttribute('loading');
    expect(hero.closest('picture')?.querySelector('source[type="image/avif"]')?.getAttribute('sizes')).toBe(imageSizes.themeHero);
  });
});
