import { XMLParser } from 'fast-xml-parser';
import { expect } from 'vitest';
import type { TestServer } from '../../../test/test-server.ts';

// Reads OAI-PMH answers with a real XML parser, keeping repeatable elements as arrays.

const REPEATED = new Set([
  'record',
  'set',
  'setSpec',
  'metadataFormat',
  'dc:title',
  'dc:creator',
  'dc:contributor',
  'dc:subject',
  'dc:description',
  'dc:date',
  'dc:type',
  'dc:format',
  'dc:identifier',
  'dc:language',
  'dc:coverage',
  'dc:rights',
]);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  textNodeName: '#text',
  isArray: (name, jpath) => (REPEATED.has(name) && jpath !== 'OAI-PMH.ListSets.set.setSpec') || jpath === 'OAI-PMH.ListIdentifiers.header',
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed XML is walked freely in assertions
export type Xml = Record<string, any>;

export async function oai(server: TestServer, query: string, method: 'GET' | 'POST' = 'GET'): Promise<Xml> {
  const res =
    method === 'GET'
      ? await fetch(`${server.url}/oai?${query}`)
      : await fetch(`${server.url}/oai`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: query });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/xml/);
  const text = await res.text();
  const doc = parser.parse(text, true) as Xml;
  const root = doc['OAI-PMH'];
  expect(root['@xmlns']).toBe('http://www.openarchives.org/OAI/2.0/');
  expect(root.responseDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  // An element without attributes parses as a bare string.
  if (typeof root.request === 'string') root.request = { '#text': root.request };
  expect(root.request['#text']).toBe(`${server.url}/oai`);
  return root;
}

/** The error code of an answer (and checks that the request element echoes nothing after badVerb/badArgument). */
export function errorCode(root: Xml): string | undefined {
  const code = root.error?.['@code'] as string | undefined;
  if (code === 'badVerb' || code === 'badArgument') expect(Object.keys(root.request).filter((k) => k.startsWith('@'))).toEqual([]);
  if (code) expect(String(root.error['#text'] ?? '').length).toBeGreaterThan(5);
  return code;
}

/** Text and xml:lang of each value of a Dublin Core element. */
export const values = (dc: Xml, name: string): { text: string; lang?: string }[] =>
  (dc[`dc:${name}`] ?? []).map((v: Xml | string) => (typeof v === 'string' ? { text: v } : { text: v['#text'], lang: v['@xml:lang'] }));
