// Every path of the spec's route table (section 2.2) renders its page; unknown paths render the 404 page.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths, staticPagePaths } from '../../config/paths';
import { renderApp } from '../../testing/render-app';
import occasions from 'virtual:catalog/occasions';
import pageIndex from 'virtual:catalog/page-index';

// The theme and listing pages as the app's catalog lists them (every theme's route and aliases, every listing), not a
// copy of them: the page index holds both, the occasions are the listings.
const listingPaths = occasions.map((occasion) => occasion.route);
const themePaths = Object.keys(pageIndex)
  .map((segment) => `/${segment}`)
  .filter((path) => !listingPaths.includes(path));

const pagesWithKnownHeadings: [string, string][] = [
  ['/', 'Party Box'],
  ['/home', 'Party Box'],
  ['/about', 'ABOUT US'],
  ['/contact', 'CONTACT ME'],
  ['/faq', 'Frequently asked questions'],
  ['/terms', 'Terms and Conditions'],
  ['/refund', 'Refund & Cancellation Policy'],
  ['/privacy', 'Privacy Policy'],
  ['/package/unicorn', 'Unicorn Dream Package'],
  ['/package/dragon', 'Package not found'],
  ['/customize', 'Customize Your PartyBox'],
  ['/custom', 'Customise Your PartyBox'],
  ['/delivery', 'Delivery Details'],
  ['/payment', 'Choose Your Payment Method'],
  ['/cart', 'Your cart'],
  ['/addon', 'Add-ons'],
];

const otherPages = ['/confirmation', '/profile', '/edit-profile', '/ocassion', '/suggesttheme'];

async function headingAt(path: string) {
  const view = renderApp(path);
  const heading = await screen.findByRole('heading', { level: 1 });
  const text = heading.textContent;
  view.unmount();
  return text;
}

describe('the route table', () => {
  it.each(pagesWithKnownHeadings)('%s shows its page', async (path, heading) => {
    expect(await headingAt(path)).toBe(heading);
  });

  it.each([...otherPages, ...listingPaths])('%s shows its page, not the 404', async (path) => {
    expect(await headingAt(path)).not.toBe('Oops! Page not found.');
  });

  it('shows every theme page of the route table, /dinosaur being Jungle Adventure', async () => {
    // The catalog's list, aliases included (a misspelt link people shared), and not the listings.
    expect(themePaths).toEqual(expect.arrayContaining(['/dinosaur', '/chirstmas', '/christmas']));
    expect(themePaths).not.toContain('/birthdaytheme');
    for (const path of themePaths) expect(await headingAt(path), path).not.toBe('Oops! Page not found.');
    renderApp('/dinosaur');
    expect(await screen.findByText('Jungle Adventure', { selector: '.eyebrow' })).toBeInTheDocument();
    // Fifty pages rendered one after another: seconds on a busy CI machine.
  }, 60_000);

  it.each(['/nope', '/superhero/extra', '/package'])('%s shows the 404 page, with the way home and to the boxes', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page not found.');
    // The big "404" is decoration for sighted visitors; screen readers start at the heading.
    expect(screen.getByText('404')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Browse party boxes' })).toHaveAttribute('href', '/ocassion');
  });
});

describe("the storefront's own paths (config/paths.ts)", () => {
  it.each(staticPagePaths())('%s is routed to its own page, not a catalog page or the 404', async (path) => {
    renderApp(path);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).not.toHaveTextContent('Oops! Page not found.');
    expect(document.querySelector('article.theme')).toBeNull();
  });

  it('links to a package by its id', async () => {
    renderApp(paths.package.getHref('unicorn'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Unicorn Dream Package');
  });
});
