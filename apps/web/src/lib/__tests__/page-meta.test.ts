// @vitest-environment node
// Theme page titles read naturally for every theme of the catalog, whatever its name ends with.
import { loadCatalog } from '@partybox/catalog';
import { describe, expect, it } from 'vitest';
import { documentTitle, themePageTitle } from '../page-meta';

const themes = loadCatalog().themes;

describe('a theme page title', () => {
  it('names the theme and says it is a party box, once', () => {
    expect(documentTitle(themePageTitle('Glow Party'))).toBe('Glow Party box · Party Box');
    expect(documentTitle(themePageTitle('Superheroes'))).toBe('Superheroes party box · Party Box');
    expect(themePageTitle('Surprise Party Box')).toBe('Surprise Party Box');
  });

  it.each(themes.map((theme) => [theme.name] as const))('%s: no word of the title is repeated where the name ends', (name) => {
    const title = themePageTitle(name);
    expect(title.startsWith(name)).toBe(true);
    const words = title.toLowerCase().split(/\s+/);
    const joint = name.split(/\s+/).length - 1;
    // The name's own last word and every word after it appear once in that tail ("Pool Party box", never "Pool Party Party box").
    const tail = words.slice(joint);
    expect(new Set(tail).size).toBe(tail.length);
    expect(title.toLowerCase()).toMatch(/(party box|box)$/);
    expect(title.toLowerCase()).not.toMatch(/\bparty party\b|\bbox box\b/);
  });
});
