// The Lambda bundle leaves ajv out (apps/infra/src/api-bundle.ts, lambda-stand-ins/without-ajv.cjs): fast-json-stringify
// needs it only for answer schemas with anyOf, oneOf or if/then/else. Every route's answers, as the OpenAPI document
// generated from the live routes shows them, must do without.
import { describe, expect, it } from 'vitest';
import { startHarness, useHarness } from './support/harness';

const needsAjv = new Set(['anyOf', 'oneOf', 'if', 'then', 'else']);

/** Where in `schema` a keyword that needs ajv appears, as JSON paths. */
function ajvKeywords(schema: unknown, path: string): string[] {
  if (Array.isArray(schema)) return schema.flatMap((item, index) => ajvKeywords(item, `${path}[${index}]`));
  if (!schema || typeof schema !== 'object') return [];
  return Object.entries(schema).flatMap(([key, value]) => [
    // `properties` names fields, which may be called anything.
    ...(needsAjv.has(key) && !path.endsWith('.properties') ? [`${path}.${key}`] : []),
    ...ajvKeywords(value, `${path}.${key}`),
  ]);
}

describe("the API's answer schemas", () => {
  const h = useHarness(() => startHarness({}, { accounts: true }));

  it('use no keyword that needs ajv to serialise (anyOf, oneOf, if/then/else)', async () => {
    const document = (await h.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { responses?: unknown }>>;
    }>();
    const routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.flatMap(({ path, method, operation }) => ajvKeywords(operation.responses, `${method.toUpperCase()} ${path}`))).toEqual([]);
  });
});
