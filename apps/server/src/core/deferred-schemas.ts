import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/**
 * Route schemas compiled when a route is first used, with fastify's own compilers (ajv for input,
 * fast-json-stringify for answers) and options. Compiling every one of the ~450 routes' schemas at
 * the start took most of a server's start and kept code for routes a process never serves.
 *
 * `compileAll()` compiles whatever is still waiting: a test calls it so that a broken schema fails
 * there, as it failed every start before.
 */
export interface DeferredSchemas {
  /** Options for `Fastify({ schemaController })`. */
  schemaController: NonNullable<FastifyServerOptions['schemaController']>;
  compileAll(): void;
  /** How many compilations are still waiting. */
  waiting(): number;
}

type Validate = ((data: unknown, context?: unknown) => unknown) & {
  errors?: unknown;
  schemaEnv?: unknown;
};
type Serialize = (data: unknown) => string;
interface RouteSchema {
  schema: Record<string, unknown>;
  httpPart?: string;
}

export function deferSchemaCompilation(): DeferredSchemas {
  const waiting = new Set<() => void>();
  const buildValidator = AjvCompiler();
  const buildSerializer = SerializerSelector();

  /** Runs `compile` on the first call of the function it answers, or on `compileAll()`. */
  function deferred<Compiled extends (...args: never[]) => unknown>(compile: () => Compiled) {
    let compiled: Compiled | undefined;
    const ensure = () => {
      if (!compiled) {
        compiled = compile();
        waiting.delete(ensure);
      }
      return compiled;
    };
    waiting.add(ensure);
    return ensure;
  }

  // fastify's factory types are unions over compiler flavours (ajv, JTD); these build its default ones.
  const compilersFactory = {
    buildValidator(externalSchemas: unknown, ajvOptions: unknown) {
      const compile = buildValidator(externalSchemas as never, ajvOptions as never) as (
        route: RouteSchema,
      ) => Validate;
      return (route: RouteSchema) => {
        const ensure = deferred(() => compile(headerNamesInLowerCase(route)));
        const validate: Validate = (data, context) => {
          const real = ensure();
          const valid = real(data, context);
          // fastify reads the errors of a failed validation from the function it was given.
          validate.errors = real.errors;
          return valid;
        };
        // Seeing ajv's compiled schema, fastify passes the request as the data's parent, so that a
        // coerced root value (a single value made a list) is written back to the request.
        Object.defineProperty(validate, 'schemaEnv', { get: () => ensure().schemaEnv });
        return validate;
      };
    },
    buildSerializer(externalSchemas: unknown, serializerOptions: unknown) {
      const compile = buildSerializer(externalSchemas as never, serializerOptions as never) as (
        route: RouteSchema,
      ) => Serialize;
      return (route: RouteSchema) => {
        const ensure = deferred(() => compile(route));
        return (data: unknown) => ensure()(data);
      };
    },
  };

  return {
    schemaController: { compilersFactory } as DeferredSchemas['schemaController'],
    compileAll() {
      for (const ensure of [...waiting]) ensure();
    },
    waiting: () => waiting.size,
  };
}

/**
 * Header names arrive in lower case; fastify lowers a headers schema's names itself only for its
 * built-in compiler, and a compiler given through `compilersFactory` counts as a custom one.
 */
function headerNamesInLowerCase(route: RouteSchema): RouteSchema {
  const { schema } = route;
  if (route.httpPart !== 'headers' || typeof schema.properties !== 'object' || schema.properties === null)
    return route;
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([name, value]) => [name.toLowerCase(), value as unknown]),
  );
  const required = Array.isArray(schema.required)
    ? schema.required.map((name) => String(name).toLowerCase())
    : schema.required;
  return { ...route, schema: { ...schema, properties, ...(required ? { required } : {}) } };
}
