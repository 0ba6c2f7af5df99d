// Marks the entry chunk (React DOM, the router, the app shell: nearly all of it runs while the page hydrates) with
// V8's explicit compile hint, so Chromium compiles all of its functions eagerly while the file streams in, off the main
// thread, instead of one by one on the main thread as hydration first calls them. Measured with Lighthouse (mobile,
// 11 runs each): median TBT on /cart 66 → 41 ms, on a theme page 91 → 85 ms (README, "Benchmarks"). Other browsers
// read it as a comment. Only the entry: a hint on code that does not run at load costs time and memory for nothing.
import type { Plugin } from 'vite';

/** What this plugin reads of a bundle's files (Vite's OutputChunk and OutputAsset have these and more). */
type BundleFile = { readonly type: 'chunk'; readonly isEntry: boolean; code: string } | { readonly type: 'asset' };

/** https://v8.dev/blog/explicit-compile-hints: must be the file's first line. */
export const compileHint = '//# allFunctionsCalledOnLoad\n';

/** Adds the hint to the entry chunks of a bundle, after every other plugin has written their code. */
export function addCompileHints(bundle: Record<string, BundleFile>): void {
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.isEntry && !output.code.startsWith(compileHint)) output.code = compileHint + output.code;
  }
}

export function compileHintsPlugin(): Plugin {
  return {
    name: 'partybox:compile-hints',
    apply: 'build',
    enforce: 'post',
    // The browser build only: the prerender's server bundle never reaches a browser.
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    // After Vite's own generateBundle, which puts its preload map (`__vite__mapDeps`) at the top of the entry.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        addCompileHints(bundle);
      },
    },
  };
}
