// Modules a cold start should not read (an SDK used by a few requests, a word list) are imported when first needed:
// in the Lambda bundle each is a chunk of its own (esbuild `splitting`), read from disk at its first use. A chunk that
// fails to load (a bundle deployed without it, a broken dependency) must say so by name, not pass for a slow service.

/** A module that could not be imported when first needed: what it was, and the import's own error as `cause`. */
export class ModuleLoadError extends Error {
  constructor(what: string, cause: unknown) {
    super(`${what} could not be loaded (${cause instanceof Error ? cause.message : String(cause)}); the deployed bundle is incomplete or broken: redeploy it`, {
      cause,
    });
    this.name = 'ModuleLoadError';
  }
}

/**
 * `load` run once, at the first call, its result kept for every later call. A failed import throws ModuleLoadError
 * naming `what`, and is not kept: the next call tries again.
 */
export function loadOnFirstUse<T>(what: string, load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((cause: unknown) => {
      loading = undefined;
      throw new ModuleLoadError(what, cause);
    }));
}
