import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonSchemaSerializerCompiler } from './json-schema-serializer.ts';

const Person = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(['host', 'guest']),
  phone: z.string().optional(),
  place: z.object({ name: z.string(), latitude: z.number().nullable() }).nullable(),
  tags: z.array(z.string()),
  counts: z.record(z.string(), z.number()).optional(),
});
const serialize = (schema: z.ZodType) => jsonSchemaSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('jsonSchemaSerializerCompiler', () => {
  it('sends only the keys the schema declares, at every depth', () => {
    const body = serialize(z.array(Person))([
      { id: 1, name: 'Itto', role: 'guest', place: { name: 'Azrou', latitude: null, secret: 'x' }, tags: ['a'], password: 'p' },
    ]);
    expect(JSON.parse(body)).toEqual([{ id: 1, name: 'Itto', role: 'guest', place: { name: 'Azrou', latitude: null }, tags: ['a'] }]);
    expect(body).not.toMatch(/secret|password/);
  });

  it('writes an answer that holds only declared keys as JSON.stringify would, required keys first', () => {
    const person = { id: 2, name: 'Moha "</script>" \u2028 عربي', role: 'host', place: null, tags: [], phone: '0600', counts: { a: 1 } };
    expect(serialize(Person)(person)).toBe(JSON.stringify(person));
    const nullable = z.object({ kind: z.enum(['a', 'b']).nullable(), list: z.array(z.number()).nullable() });
    expect(serialize(nullable)({ kind: null, list: [1] })).toBe('{"kind":null,"list":[1]}');
    expect(serialize(nullable)({ kind: 'b', list: null })).toBe('{"kind":"b","list":null}');
  });

  it('refuses an answer missing a required key (the route answers 500)', () => {
    expect(() => serialize(Person)({ id: 1, name: 'x', role: 'guest', tags: [] })).toThrow();
  });

  it('leaves a schema with no JSON Schema form to the zod serializer', () => {
    const Coded = z.object({ when: z.string().transform((s) => s.length) });
    expect(() => serialize(Coded)({ when: 'today' })).toThrow(); // zod cannot encode a one-way transform
    expect(serialize(z.union([z.string(), z.number()]))(3)).toBe('3');
  });
});
