// Answers are serialised from their routes' response schemas by fast-json-stringify, which by default compiles every
// route's serialiser (with its own ajv) when the app starts: about half of a cold start, for routes an instance may
// never answer. Here each serialiser is compiled when its route first answers with that status, then kept: a Lambda
// instance compiles only what it serves, and answers stay exactly what the schemas allow.
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type Factory = ReturnType<typeof SerializerSelector>;

/** Fastify's default serialiser factory, compiling each route's serialiser on its first use. */
export function lazySerializers(): Factory {
  const eager = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = eager(externalSchemas, options);
    return (route) => {
      let serialize: ((data: unknown) => string) | undefined;
      return (data: unknown) => (serialize ??= compile(route) as (data: unknown) => string)(data);
    };
  };
}
