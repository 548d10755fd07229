import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

// A response serializer compiled once per route from its zod schema. Like the zod serializer it
// replaces, it sends only the keys the schema declares (the response whitelist: a field the
// presenter forgot to drop never leaves the server) and refuses a value of the wrong type (the
// route answers 500). It checks the answer in place and copies only an object holding keys the
// schema does not declare, then leaves the writing to JSON.stringify: zod's encoding copied
// the whole answer into a new tree first, which cost a tenth of an uncached list's CPU time.
// Schemas with anything else (transforms, unions, records…) keep the zod serializer, and a
// value of the wrong type is handed to it too, for its detailed error.

/** Returns the value to send: the same value when it holds only declared keys, else a copy without the others. */
type Project = (value: unknown) => unknown;

/** A value of the wrong type. The fast path keeps no path; the zod serializer then says where. */
class ResponseShapeError extends Error {}

const fail = (expected: string): never => {
  throw new ResponseShapeError(expected);
};

/** A projector for one schema, or null when the schema uses something this compiler does not know. */
function compile(schema: z.ZodType): Project | null {
  if (schema instanceof z.ZodString) return (v) => (typeof v === 'string' ? v : fail('a string'));
  if (schema instanceof z.ZodNumber) {
    const int = schema.isInt;
    return (v) =>
      typeof v === 'number' && Number.isFinite(v) && (!int || Number.isInteger(v)) ? v : fail(int ? 'an integer' : 'a number');
  }
  if (schema instanceof z.ZodBoolean) return (v) => (typeof v === 'boolean' ? v : fail('a boolean'));
  if (schema instanceof z.ZodEnum) {
    const allowed = new Set<unknown>(schema.options);
    return (v) => (allowed.has(v) ? v : fail(`one of ${[...allowed].join(', ')}`));
  }
  if (schema instanceof z.ZodNullable) {
    const inner = compile(schema.unwrap() as z.ZodType);
    return inner && ((v) => (v === null ? null : inner(v)));
  }
  if (schema instanceof z.ZodArray) {
    const item = compile(schema.element as z.ZodType);
    return (
      item &&
      ((v) => {
        if (!Array.isArray(v)) return fail('an array');
        let out: unknown[] | null = null;
        for (let i = 0; i < v.length; i += 1) {
          const projected = item(v[i]);
          if (projected !== v[i] && !out) out = v.slice(0, i);
          if (out) out.push(projected);
        }
        return out ?? v;
      })
    );
  }
  if (schema instanceof z.ZodObject) return compileObject(schema);
  return null;
}

function compileObject(schema: z.ZodObject): Project | null {
  const fields: { key: string; optional: boolean; project: Project }[] = [];
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const optional = field instanceof z.ZodOptional;
    const project = compile(optional ? (field.unwrap() as z.ZodType) : field);
    if (!project) return null;
    fields.push({ key, optional, project });
  }
  const copy = (projected: Map<string, unknown>) => {
    const out: Record<string, unknown> = {};
    for (const { key } of fields) if (projected.has(key)) out[key] = projected.get(key);
    return out;
  };
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return fail('an object');
    const record = v as Record<string, unknown>;
    let present = 0;
    let changed: Map<string, unknown> | null = null;
    for (let i = 0; i < fields.length; i += 1) {
      const { key, optional, project } = fields[i]!;
      const value = record[key];
      // An absent optional key is left out, as JSON.stringify leaves out undefined.
      if (value === undefined && optional) {
        if (key in record) present += 1;
        continue;
      }
      present += 1;
      const projected = project(value);
      if (projected !== value || changed) {
        changed ??= new Map(
          fields
            .slice(0, i)
            .filter((f) => record[f.key] !== undefined)
            .map((f) => [f.key, record[f.key]]),
        );
        changed.set(key, projected);
      }
    }
    if (changed) return copy(changed);
    // Keys the schema does not declare: send a copy with the declared ones only.
    if (Object.keys(record).length !== present)
      return copy(new Map(fields.filter((f) => record[f.key] !== undefined).map((f) => [f.key, record[f.key]])));
    return v;
  };
}

/**
 * JSON written by a `jsonWriterFor` writer, or assembled from such writings, as UTF-8 bytes (or
 * text): a route's serializer sends it as it is. It lets a page reuse the JSON of each video it
 * shows (see features/media/video-caches.ts) without writing or encoding it again.
 */
export class SerializedJson {
  constructor(readonly json: Buffer | string) {}
}

/** Text as a route's answer: its type is the route's, its serializer sends the text as it is. */
export const asAnswer = <T>(json: SerializedJson): T => json as unknown as T;

type ZodRoute = Parameters<typeof zodSerializerCompiler>[0];

/**
 * A writer for the route's schema: the compiled one where this compiler knows the schema, zod's
 * otherwise. A value of the wrong type is a bug, and either way it throws zod's
 * ResponseSerializationError (with the path), which the error handler answers with a 500.
 */
function writerFor(route: ZodRoute): (data: unknown) => string {
  const zodWrite = () => zodSerializerCompiler(route);
  const project = route.schema instanceof z.ZodType ? compile(route.schema) : null;
  if (!project) return zodWrite();
  return (data) => {
    try {
      return JSON.stringify(project(data));
    } catch (error) {
      if (error instanceof ResponseShapeError) return zodWrite()(data);
      throw error;
    }
  };
}

/**
 * Writes values of `schema` as a route's serializer would (declared keys only), for parts of an
 * answer written ahead of it; `part` names them in the error of a wrong value.
 */
export function jsonWriterFor<T>(schema: z.ZodType<T>, part: string): (value: T) => string {
  return writerFor({ schema, method: 'GET', url: part } as ZodRoute);
}

/**
 * Fastify serializer compiler: the compiled writer where the schema allows it, otherwise the
 * zod serializer. Set it on a route context whose large answers are worth it (the video reads).
 */
export const whitelistSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const write = writerFor(route as ZodRoute);
  // Fastify sends a Buffer from a serializer as it sends a string (the read cache keeps either).
  return (data: unknown) => (data instanceof SerializedJson ? (data.json as string) : write(data));
};
