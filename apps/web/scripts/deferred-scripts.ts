// The one inline script of a prerendered page: it loads the page's modules only after the page has loaded (with the
// images on screen) and painted, so no script competes with the HTML, its images and its first paint, and the browser
// never waits on one.
// Input the customer makes in the meantime is kept (src/lib/early-input.ts). Inline, so that waiting costs no
// request; the Content-Security-Policy allows it by its hash (see inline-hashes.ts), never by 'unsafe-inline'.

/** The id of the data block naming the page's modules, which the loader reads. */
export const pageModulesId = 'page-modules';

/**
 * The page's data block: `entry` is the module to run, `preloads` the modules it will import at once (fetched beside
 * it instead of one after another). Data, not code: it never runs, so the CSP needs no hash for it, and the loader
 * below is the same text, with the same hash, on every page (a CDN can then send one policy for all pages).
 */
export function pageModulesBlock(entry: string, preloads: readonly string[]): string {
  const urls = JSON.stringify({ entry, preloads }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${pageModulesId}">${urls}</script>`;
}

/** The loader, the same on every page. A hidden tab paints nothing, so there it loads at once. */
export const deferredScriptsSource = `(function (page) {
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element[name] = attributes[name];
    document.head.appendChild(element);
  }
  function load() {
    page.preloads.forEach(function (href) { add('link', { rel: 'modulepreload', href: href }); });
    add('script', { type: 'module', src: page.entry });
  }
  function afterNextPaint() {
    if (document.hidden) load();
    else requestAnimationFrame(function () { setTimeout(load, 0); });
  }
  // Lazy images on screen may still be loading after the load event (a listing's first cards): wait for them too,
  // but never for long: a lazy image the browser decides not to fetch yet (clipped in a carousel) must not keep the
  // page from hydrating.
  function afterImagesOnScreen() {
    var started = false;
    function once() {
      if (started) return;
      started = true;
      afterNextPaint();
    }
    var pending = Array.prototype.filter.call(document.images, function (image) {
      var box = image.getBoundingClientRect();
      return !image.complete && box.top < window.innerHeight && box.bottom > 0 && box.left < window.innerWidth && box.right > 0;
    });
    var left = pending.length;
    if (left === 0) return once();
    setTimeout(once, 2000);
    pending.forEach(function (image) {
      function settled() { if (--left === 0) once(); }
      image.addEventListener('load', settled, { once: true });
      image.addEventListener('error', settled, { once: true });
    });
  }
  if (document.readyState === 'complete') afterImagesOnScreen();
  else window.addEventListener('load', afterImagesOnScreen, { once: true });
})(JSON.parse(document.getElementById('${pageModulesId}').textContent));`;
