// @ts-nocheck
// Bodies are JSON: a value of the wrong JSON type is refused as sent, never coerced (Fastify's Ajv
// coerces for every part, which query strings need and bodies must not get: `"stake":"20"` or
// `"stake":[20]` is a client mistake). Every number anywhere must be finite and within safe range.
import type { FastifyInstance } from 'fastify';
import { validationFailure } from './errors';

interface TypeSchema {
  type?: string | string[];
  properties?: Record<string, TypeSchema>;
  items?: TypeSchema;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function typeMatches(expected: string, value: unknown): boolean {
  const actual = jsonType(value);
  if (expected === 'integer') return actual === 'number' && Number.isInteger(value);
  return expected === actual;
}

function join(parent: string, key: string | number): string {
  return typeof key === 'number'
    ? `${parent}[${key}]`
    : parent === 'body'
      ? key
      : `${parent}.${key}`;
}

/** The first place where `value` has another JSON type than `schema` declares, as a message. */
export function strictTypeError(
  schema: TypeSchema | undefined,
  value: unknown,
  field = 'body',
): string | null {
  if (!schema || value === undefined) return null;
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((t) => typeMatches(t, value))) return `${field} must be ${types.join(' or ')}`;
  }
  if (schema.properties && jsonType(value) === 'object') {
    for (const [key, child] of Object.entries(schema.properties)) {
      if (!Object.hasOwn(value as object, key)) continue;
      const error = strictTypeError(
        child,
        (value as Record<string, unknown>)[key],
        join(field, key),
      );
      if (error) return error;
    }
  }
  if (schema.items && Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const error = strictTypeError(schema.items, value[i], join(field, i));
      if (error) return error;
    }
  }
  return null;
}

/** The first number that is not finite or beyond the safe integer range, as a message. */
export function unboundedNumberError(value: unknown, field: string): string | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER
      ? null
      : `${field} is out of range`;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const error = unboundedNumberError(
        child,
        Array.isArray(value) ? `${field}[${key}]` : join(field, key),
      );
      if (error) return error;
    }
  }
  return null;
}

export function installStrictTypes(app: FastifyInstance): void {
  // Before validation: the body as sent, before Ajv could coerce it.
  app.addHook('preValidation', async (request, reply) => {
    const schema = request.routeOptions.schema?.body as TypeSchema | undefined;
    const error =
      strictTypeError(schema, request.body) ?? unboundedNumberError(request.body, 'body');
    if (error) return reply.code(422).send(validationFailure(error));
  });
  // After validation: query numbers have been coerced from their strings (`1e400` -> Infinity).
  app.addHook('preHandler', async (request, reply) => {
    const error = unboundedNumberError(request.query, 'query');
    if (error) return reply.code(422).send(validationFailure(error));
  });
}
