// The chunks and stylesheets a prerendered page needs at once, from Vite's build manifest, so its HTML can
// link its CSS (no unstyled flash or layout shift when the route's code arrives) and preload its JS.

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** Vite's build manifest (dist/client/.vite/manifest.json). */
export type Manifest = Record<string, ManifestChunk>;

/**
 * Manifest keys of the modules a page renders: its lazy routes and, for a catalog page that was found, the
 * page's data chunk.
 */
export function pageModules(routeIds: readonly string[], path: string, found: boolean): string[] {
  const routes = routeIds.filter((id) => id.startsWith('routes/')).map((id) => `src/app/${id.split('#')[0]}.tsx`);
  const catalogPage = found && routeIds.includes('routes/catalog-page') ? [`virtual:catalog/page/${path.slice(1).toLowerCase()}`] : [];
  return [...routes, ...catalogPage];
}

/** The JS files to preload and CSS files to link for `modules`, leaving out what the entry already loads. */
export function pageAssets(manifest: Manifest, modules: readonly string[]): { js: string[]; css: string[] } {
  const entryFiles = new Set<string>();
  const visit = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) visit(imported, into);
  };
  const entryKeys = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key, entryKeys);
  for (const key of entryKeys) entryFiles.add(manifest[key]!.file);
  const keys = new Set<string>();
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`the build manifest has no ${module}`);
    visit(module, keys);
  }
  const chunks = [...keys].filter((key) => !entryKeys.has(key)).map((key) => manifest[key]!);
  return {
    js: chunks.map((chunk) => chunk.file).filter((file) => !entryFiles.has(file)),
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  };
}

/** The entry script, the chunks it imports (to preload with it) and its stylesheets. */
export function entryAssets(manifest: Manifest): { script: string; imports: string[]; css: string[] } {
  const entries = Object.values(manifest).filter((chunk) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`the build manifest has ${entries.length} entries, expected 1`);
  const entry = entries[0]!;
  const imports = new Set<string>();
  const css = new Set(entry.css ?? []);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || imports.has(chunk.file)) return;
    imports.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const imported of entry.imports ?? []) visit(imported);
  return { script: entry.file, imports: [...imports], css: [...css] };
}
