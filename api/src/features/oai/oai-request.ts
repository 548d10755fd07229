import { z } from 'zod';
import { OAI_DC_PREFIX, type OaiArguments } from '#contracts/oai';

// Turns raw OAI-PMH arguments into one checked request, or the protocol error that answers them.

export type OaiErrorCode =
  | 'badVerb'
  | 'badArgument'
  | 'cannotDisseminateFormat'
  | 'idDoesNotExist'
  | 'noRecordsMatch'
  | 'badResumptionToken'
  | 'noSetHierarchy'
  | 'noMetadataFormats';

export class OaiError extends Error {
  constructor(
    readonly code: OaiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** What a list request asks for; also what a resumption token carries, so the next page needs no state. */
export interface ListState {
  metadataPrefix: string;
  set?: string;
  from?: string;
  until?: string;
  /** Last id already sent (keyset) and how many records were sent before this page. */
  afterId: number;
  cursor: number;
}

export type OaiRequest =
  | { verb: 'Identify' }
  | { verb: 'ListMetadataFormats'; identifier?: string }
  | { verb: 'ListSets'; resumptionToken?: string }
  | { verb: 'GetRecord'; identifier: string; metadataPrefix: string }
  | { verb: 'ListIdentifiers' | 'ListRecords'; state: ListState; fromToken: boolean };

const VERBS = {
  Identify: { required: [], optional: [] },
  ListMetadataFormats: { required: [], optional: ['identifier'] },
  ListSets: { required: [], optional: [], exclusive: 'resumptionToken' },
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [] },
  ListIdentifiers: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], exclusive: 'resumptionToken' },
  ListRecords: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], exclusive: 'resumptionToken' },
} as const satisfies Record<string, { required: readonly string[]; optional: readonly string[]; exclusive?: string }>;
type Verb = keyof typeof VERBS;

/** Flat, single-valued arguments; a repeated argument is itself a badArgument. */
function single(args: OaiArguments): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(args)) {
    if (Array.isArray(value)) {
      if (value.length !== 1) throw new OaiError(key === 'verb' ? 'badVerb' : 'badArgument', `The argument "${key}" is repeated.`);
      flat[key] = value[0]!;
    } else flat[key] = value;
  }
  return flat;
}

export function parseOaiRequest(raw: OaiArguments): OaiRequest {
  const args = single(raw);
  const verb = args.verb;
  if (verb === undefined) throw new OaiError('badVerb', 'The verb argument is missing.');
  if (!Object.hasOwn(VERBS, verb)) throw new OaiError('badVerb', `"${verb}" is not an OAI-PMH verb.`);
  const rules: { required: readonly string[]; optional: readonly string[]; exclusive?: string } = VERBS[verb as Verb];
  const given = Object.keys(args).filter((key) => key !== 'verb');
  if (rules.exclusive && given.includes(rules.exclusive)) {
    if (given.length > 1) throw new OaiError('badArgument', `${rules.exclusive} must be the only argument besides the verb.`);
  } else {
    const illegal = given.filter((key) => !rules.required.includes(key) && !rules.optional.includes(key));
    if (illegal.length) throw new OaiError('badArgument', `Illegal argument: ${illegal.join(', ')}.`);
    const missing = rules.required.filter((key) => !args[key]);
    if (missing.length) throw new OaiError('badArgument', `Missing argument: ${missing.join(', ')}.`);
  }

  switch (verb as Verb) {
    case 'Identify':
      return { verb: 'Identify' };
    case 'ListMetadataFormats':
      return { verb: 'ListMetadataFormats', identifier: args.identifier };
    case 'ListSets':
      return { verb: 'ListSets', resumptionToken: args.resumptionToken };
    case 'GetRecord':
      return { verb: 'GetRecord', identifier: args.identifier!, metadataPrefix: args.metadataPrefix! };
    case 'ListIdentifiers':
    case 'ListRecords': {
      const listVerb = verb as 'ListIdentifiers' | 'ListRecords';
      if (args.resumptionToken !== undefined) return { verb: listVerb, state: decodeToken(args.resumptionToken), fromToken: true };
      return { verb: listVerb, state: listStateFrom(args), fromToken: false };
    }
  }
}

function listStateFrom(args: Record<string, string>): ListState {
  const from = args.from === undefined ? undefined : parseDatestamp(args.from, 'from');
  const until = args.until === undefined ? undefined : parseDatestamp(args.until, 'until');
  if (from && until) {
    if (from.granularity !== until.granularity) throw new OaiError('badArgument', 'from and until must have the same granularity.');
    if (from.start > until.end) throw new OaiError('badArgument', 'from is later than until.');
  }
  if (args.set !== undefined && args.set === '') throw new OaiError('badArgument', 'The set argument is empty.');
  if (args.metadataPrefix !== OAI_DC_PREFIX) {
    throw new OaiError('cannotDisseminateFormat', `The metadata format "${args.metadataPrefix}" is not supported; use ${OAI_DC_PREFIX}.`);
  }
  return { metadataPrefix: OAI_DC_PREFIX, set: args.set, from: from?.start, until: until?.end, afterId: 0, cursor: 0 };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SECOND = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;

/** A protocol date as the first and last millisecond it covers, in the stored ISO form. */
function parseDatestamp(value: string, name: string): { start: string; end: string; granularity: 'day' | 'second' } {
  const granularity = DAY.test(value) ? 'day' : SECOND.test(value) ? 'second' : null;
  const start = granularity === 'day' ? `${value}T00:00:00.000Z` : `${value.slice(0, -1)}.000Z`;
  const parsed = granularity ? new Date(start) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString() !== start) {
    throw new OaiError('badArgument', `${name} must be a date YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ.`);
  }
  const end = granularity === 'day' ? `${value}T23:59:59.999Z` : `${value.slice(0, -1)}.999Z`;
  return { start, end, granularity: granularity! };
}

const TokenSchema = z.strictObject({
  m: z.literal(OAI_DC_PREFIX),
  s: z.string().min(1).optional(),
  f: z.string().optional(),
  u: z.string().optional(),
  a: z.number().int().min(0),
  c: z.number().int().min(0),
});

/**
 * The whole list state in the token (base64url JSON): no server memory, no expiry, and records
 * changing between pages cannot shift the pages, because the next page starts after an id.
 */
export function encodeToken(state: ListState): string {
  const body = { m: state.metadataPrefix, s: state.set, f: state.from, u: state.until, a: state.afterId, c: state.cursor };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

function decodeToken(token: string): ListState {
  try {
    const body = TokenSchema.parse(JSON.parse(Buffer.from(token, 'base64url').toString('utf8')));
    return { metadataPrefix: body.m, set: body.s, from: body.f, until: body.u, afterId: body.a, cursor: body.c };
  } catch {
    throw new OaiError('badResumptionToken', 'The resumption token is invalid or was not issued by this repository.');
  }
}
