import { z } from 'zod';

/** Records per page of ListRecords / ListIdentifiers before a resumption token (docs/decisions.md §96). */
export const OAI_PAGE_SIZE = 100;

/** The only metadata format Atlas disseminates: unqualified Dublin Core. */
export const OAI_DC_PREFIX = 'oai_dc';

/**
 * OAI-PMH arguments as they arrive (query string or form body). Kept loose on purpose: the
 * protocol answers unknown, repeated or missing arguments with its own XML errors, not a 400.
 */
export const OaiArgumentsSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
export type OaiArguments = z.infer<typeof OaiArgumentsSchema>;
