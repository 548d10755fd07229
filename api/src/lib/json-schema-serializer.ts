import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ZodRoute = Parameters<typeof zodSerializerCompiler>[0];
type JsonSchema = Record<string, unknown>;

/**
 * `anyOf: [X, {type: 'null'}]` (zod's nullable object, array or enum) as X of `type: [X's type, 'null']`: for
 * `anyOf`, fast-json-stringify checks each value against the branches with a validator, which refuses an object
 * holding an undeclared key (a 500 where the whitelist should drop the key) and costs a validation per value.
 */
function nullableAsType(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsType);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = nullableAsType(value);
  const branches = out.anyOf as JsonSchema[] | undefined;
  if (branches?.length !== 2) return out;
  const nullAt = branches.findIndex((b) => b.type === 'null' && Object.keys(b).length === 1);
  const other = branches[1 - nullAt];
  if (nullAt < 0 || typeof other?.type !== 'string') return out;
  const { anyOf: _, ...rest } = out;
  const values = Array.isArray(other.enum) ? { enum: [...(other.enum as unknown[]), null] } : {};
  return { ...rest, ...other, ...values, type: [other.type, 'null'] };
}

/**
 * fast-json-stringify (the serializer Fastify itself builds from a route's JSON schema) built once from the JSON
 * Schema of a zod schema, `z.toJSONSchema` (docs/decisions.md §1901). It writes only the keys the schema declares
 * (the response whitelist: a field a presenter forgot to drop never leaves the server), required keys first, and a
 * missing required key is an error (the route answers 500); a value of another type than declared is written as the
 * declared type (the presenters' types keep it from happening). Throws for a schema with no JSON Schema form (a
 * transform). Build it once (at start-up or route registration), never per answer.
 */
export function jsonWriterOf<T>(schema: z.ZodType<T>): (value: T) => string {
  const jsonSchema = nullableAsType(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' }));
  return fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]) as (value: T) => string;
}

/**
 * JSON put together from writings of `jsonWriterOf` writers of the route's schema's parts, as UTF-8: the route's
 * serializer sends it as it is. A list page is its kept videos' JSON spliced into the envelope's
 * (features/media/media.page.ts), so each video is written once while it is kept, not on every page that shows it.
 */
export class WrittenJson {
  constructor(readonly bytes: Buffer) {}
}

/** Written JSON as a route's answer: its type is the route's, its serializer sends the bytes as they are. */
export const asAnswer = <T>(json: WrittenJson): T => json as unknown as T;

/**
 * A route's response serializer: `jsonWriterOf` the route's zod schema, sending `WrittenJson` as it is. A schema with
 * no JSON Schema form (a transform) keeps the zod serializer.
 */
export const jsonSchemaSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  let write: (value: unknown) => string;
  try {
    write = jsonWriterOf(route.schema as z.ZodType);
  } catch {
    return zodSerializerCompiler(route as ZodRoute);
  }
  // Fastify sends a Buffer from a serializer as it sends a string (the read cache keeps either).
  return (data: unknown) => (data instanceof WrittenJson ? (data.bytes as unknown as string) : write(data));
};
