import { describe, expect, it } from 'vitest';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonWriterFor, SerializedJson, whitelistSerializerCompiler } from './whitelist-serializer.ts';

const Person = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(['host', 'guest']),
  phone: z.string().optional(),
  place: z.object({ name: z.string(), latitude: z.number().nullable() }).nullable(),
  tags: z.array(z.string()),
});
const serialize = (schema: z.ZodType) => whitelistSerializerCompiler({ schema, method: 'GET', url: '/x' });

describe('whitelistSerializerCompiler', () => {
  it('sends only the keys the schema declares, at every depth', () => {
    const body = serialize(z.array(Person))([
      { id: 1, name: 'Itto', role: 'guest', place: { name: 'Azrou', latitude: null, secret: 'x' }, tags: ['a'], password: 'p' },
    ]);
    expect(JSON.parse(body)).toEqual([{ id: 1, name: 'Itto', role: 'guest', place: { name: 'Azrou', latitude: null }, tags: ['a'] }]);
    expect(body).not.toMatch(/secret|password/);
  });

  it('writes an answer that holds only declared keys as JSON.stringify would', () => {
    const person = { id: 2, name: 'Moha', role: 'host', phone: '0600', place: null, tags: [] };
    expect(serialize(Person)(person)).toBe(JSON.stringify(person));
  });

  it('refuses a value of the wrong type, as the zod serializer does', () => {
    expect(() => serialize(Person)({ id: 1.5, name: 'x', role: 'guest', place: null, tags: [] })).toThrow();
    expect(() => serialize(Person)({ id: 1, name: 'x', role: 'admin', place: null, tags: [] })).toThrow();
    expect(() => serialize(Person)({ id: 1, name: 'x', role: 'guest', tags: [] })).toThrow();
  });

  it('leaves schemas it does not know to the zod serializer', () => {
    const Coded = z.object({ when: z.string().transform((s) => s.length) });
    expect(() => serialize(Coded)({ when: 'today' })).toThrow(); // zod cannot encode a one-way transform
    expect(serialize(z.union([z.string(), z.number()]))(3)).toBe('3');
  });

  it('sends text written ahead as it is', () => {
    expect(serialize(Person)(new SerializedJson('{"id":3}'))).toBe('{"id":3}');
    const bytes = Buffer.from('{"id":4}');
    expect(serialize(Person)(new SerializedJson(bytes))).toBe(bytes);
  });
});

describe('jsonWriterFor', () => {
  it('writes declared keys only, and a wrong value is a response error (a 500), not a request error', () => {
    const write = jsonWriterFor(Person, 'a person');
    expect(
      JSON.parse(write({ id: 1, name: 'Itto', role: 'guest', place: null, tags: [], password: 'p' } as z.infer<typeof Person>)),
    ).toEqual({
      id: 1,
      name: 'Itto',
      role: 'guest',
      place: null,
      tags: [],
    });
    let thrown: unknown;
    try {
      write({ id: 1.5, name: 'x', role: 'guest', place: null, tags: [] });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });
});
