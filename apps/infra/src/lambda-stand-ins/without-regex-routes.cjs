// Stands in, in the Lambda bundle only (api-bundle.ts, `standIns`), for safe-regex2 and its regex parser ret (about
// 0.015 MB read at every cold start), which find-my-way, Fastify's router, uses to refuse routes whose regular
// expression could backtrack without end. The API declares no route with a regular expression, so the router asks
// only about its own three patterns when it loads, which the real check accepts (find-my-way stops loading otherwise).
// Any other question, a route with a regular expression, fails with this message rather than go unchecked.
'use strict';

/** find-my-way 9's own patterns (OPTIONAL_PARAM_REGEXP, ESCAPE_REGEXP, REMOVE_DUPLICATE_SLASHES_REGEXP), as sources. */
const routerOwnPatterns = new Set(['(\\/:[^/()]*?)\\?(\\/?)', '[.*+?^${}()|[\\]\\\\]', '\\/\\/+']);

function isRegexSafe(pattern) {
  const source = pattern instanceof RegExp ? pattern.source : String(pattern);
  if (routerOwnPatterns.has(source)) return true;
  throw new Error(
    `safe-regex2 is left out of the API's Lambda bundle (apps/infra/src/api-bundle.ts), so a route with the regular expression /${source}/ cannot be checked. Declare the route without a regular expression, or bundle safe-regex2 again.`,
  );
}

module.exports = isRegexSafe;
