// Route schemas compiled on first use instead of at start-up.
//
// Fastify compiles every route's validators (Ajv) and response serializers (fast-json-stringify)
// while the app starts: with ~280 routes that is most of the 0.6–2 s a server takes to build.
// A server that answers a few requests and is thrown away (each server test file builds one on a
// fresh database) pays all of it for the handful of routes it calls, and a production restart
// pays it as downtime. Lazy compilers give the same functions, made the first time a route needs
// them. A broken schema is caught before release by the route walk, which builds the app eagerly.
import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/** What Fastify hands a compiler for one part of one route. */
interface RouteSchema {
  schema?: unknown;
  method: string;
  url: string;
}
type Validate = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };
type Serialize = (data: unknown) => string;
type Factory<F> = (externalSchemas: unknown, options: unknown) => (route: RouteSchema) => F;
type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type Compilers = NonNullable<SchemaController['compilersFactory']>;

// The packages' own types describe Ajv's schema-level compile, not the route-level functions
// Fastify really calls; these are the runtime shapes (fastify/lib/validation.js, schemas.js).
const eagerValidators = AjvCompiler() as unknown as Factory<Validate>;
const eagerSerializers = SerializerSelector() as unknown as Factory<Serialize>;

/** A validator that compiles itself on its first call and then behaves exactly like Ajv's. */
function lazyValidator(compile: () => Validate): Validate {
  let compiled: Validate | null = null;
  const validate: Validate = (data, context) => {
    compiled ??= compile();
    const result = compiled(data, context);
    // Fastify reads the errors from the function it called.
    validate.errors = compiled.errors ?? null;
    return result;
  };
  // Fastify passes the parent object (so Ajv may coerce a whole querystring) only to functions
  // that look like Ajv's, i.e. carry schemaEnv; Ajv ignores the argument where it needs none.
  validate.schemaEnv = true;
  return validate;
}

/** Fastify's options for its Ajv compiler (fastify/lib/schema-controller.js). */
interface AjvCompilerOptions {
  customOptions?: Record<string, unknown>;
}

const buildValidator: Factory<Validate> = (externalSchemas, options) => {
  // Ajv checks each schema against its meta-schema before compiling it, and compiling the
  // meta-schema took about 200 ms of every throwaway server. Production (eager) servers and the
  // route walk's eager build still check every schema, so a malformed one cannot slip through.
  const given = (options ?? {}) as AjvCompilerOptions;
  const unchecked = { ...given, customOptions: { ...given.customOptions, validateSchema: false } };
  let compilerFor: ((route: RouteSchema) => Validate) | null = null;
  return (route) => lazyValidator(() => (compilerFor ??= eagerValidators(externalSchemas, unchecked))(route));
};

const buildSerializer: Factory<Serialize> = (externalSchemas, options) => {
  let compilerFor: ((route: RouteSchema) => Serialize) | null = null;
  return (route) => {
    let serialize: Serialize | null = null;
    return (data) => (serialize ??= (compilerFor ??= eagerSerializers(externalSchemas, options))(route))(data);
  };
};

/** The `schemaController` option of a Fastify server that compiles its schemas on first use. */
export const lazySchemaController: SchemaController = {
  compilersFactory: {
    buildValidator: buildValidator as unknown as Compilers['buildValidator'],
    buildSerializer: buildSerializer as unknown as Compilers['buildSerializer'],
  },
};
