// The pieces of a prerendered page's head: the entry's chunks and stylesheets from Vite's manifest, the inline
// loader of the page's modules, and the CSP hash of an inline element.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deferredScriptsSource, pageModulesBlock, pageModulesId } from '../deferred-scripts';
import { cspHash } from '../inline-hashes';
import { entryAssets, type Manifest } from '../page-assets';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-2.js'], css: ['assets/index-1.css'] },
  '_shared-2.js': { file: 'assets/shared-2.js', imports: ['_deep-3.js'] },
  '_deep-3.js': { file: 'assets/deep-3.js', css: ['assets/deep-3.css'], imports: ['_shared-2.js'] },
  'src/app/routes/cart.tsx': { file: 'assets/cart-4.js', imports: ['_shared-2.js'], css: ['assets/cart-4.css'] },
};

describe('entryAssets', () => {
  it("lists the entry script, every chunk it imports (once, however deep) and all their stylesheets, not the routes'", () => {
    expect(entryAssets(manifest)).toEqual({
      script: 'assets/index-1.js',
      imports: ['assets/shared-2.js', 'assets/deep-3.js'],
      css: ['assets/index-1.css', 'assets/deep-3.css'],
    });
  });

  it('refuses a manifest without exactly one entry', () => {
    expect(() => entryAssets({ 'a.js': { file: 'a.js' } })).toThrow(/0 entries/);
  });
});

describe('the page modules block and the loader', () => {
  it('names the entry and the preloads in a data block that cannot close its own element', () => {
    const block = pageModulesBlock('/assets/index-1.js', ['/assets/a</script>.js']);
    expect(block).toMatch(new RegExp(`^<script type="application/json" id="${pageModulesId}">`));
    expect(block).toContain('"entry":"/assets/index-1.js"');
    expect(block.slice(0, -'</script>'.length)).not.toMatch(/<\/script/i);
    const data = block.slice(block.indexOf('>') + 1, -'</script>'.length);
    expect(JSON.parse(data)).toEqual({ entry: '/assets/index-1.js', preloads: ['/assets/a</script>.js'] });
  });

  it('is one loader for every page, waiting for the load event, reading that block', () => {
    expect(deferredScriptsSource).toContain("addEventListener('load'");
    expect(deferredScriptsSource).toContain(`getElementById('${pageModulesId}')`);
    expect(deferredScriptsSource).not.toMatch(/<\/script/i);
  });
});

describe('cspHash', () => {
  it("is the base64 SHA-256 of the element's exact UTF-8 text, as a CSP source", () => {
    const text = 'body{color:#1f1630}/* ₹ */';
    expect(cspHash(text)).toBe(`'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`);
    expect(cspHash(text)).not.toBe(cspHash(`${text} `));
  });
});
