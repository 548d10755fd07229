import { OAI_DC_PREFIX, OAI_PAGE_SIZE } from '#contracts/oai';
import type { MediaSummary } from '#contracts/media';
import { pagePath } from '#contracts/public-pages';
import type { DbContext } from '../../db/db-context.ts';
import { presentRows } from '../media/media.service.ts';
import { OAI_DC_NAMESPACE, OAI_DC_SCHEMA, dublinCore, xmlSafe } from './oai-dc.ts';
import { type ListState, OaiError, type OaiRequest, encodeToken } from './oai-request.ts';
import {
  findCollectionBySlug,
  listCollections,
  publicCollectionSlugsOf,
  publicMemberIdsQuery,
} from '../collections/collections.repository.ts';
import { collectionSetSpec, collectionSlugOf, regionNamesOf, regionSetSpec } from './oai-sets.ts';
import * as repo from './oai.repository.ts';

/** Where this repository is reached, from the request: base URL for links, host for identifiers. */
export interface OaiSite {
  origin: string;
  hostname: string;
  adminEmail: string;
  /** The archive's name (ARCHIVE_NAME). */
  repositoryName: string;
}

/** The verb's element (name and content) for the OAI-PMH envelope. */
export type OaiAnswer = Record<string, unknown>;

/** OAI datestamps have second granularity; ours are stored with milliseconds. */
const toDatestamp = (iso: string) => `${iso.slice(0, 19)}Z`;

const oaiIdentifier = (site: OaiSite, mediaId: number) => `oai:${site.hostname}:${mediaId}`;

function mediaIdOf(site: OaiSite, identifier: string): number {
  const prefix = `oai:${site.hostname}:`;
  const id = identifier.startsWith(prefix) ? Number(identifier.slice(prefix.length)) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || String(id) !== identifier.slice(prefix.length)) {
    throw new OaiError('idDoesNotExist', `No record has the identifier "${identifier}".`);
  }
  return id;
}

export async function answerOai(ctx: DbContext, site: OaiSite, request: OaiRequest): Promise<OaiAnswer> {
  switch (request.verb) {
    case 'Identify':
      return identify(ctx, site);
    case 'ListMetadataFormats': {
      if (request.identifier !== undefined) await findRecordOrFail(ctx, site, request.identifier);
      return {
        ListMetadataFormats: {
          metadataFormat: [{ metadataPrefix: OAI_DC_PREFIX, schema: OAI_DC_SCHEMA, metadataNamespace: OAI_DC_NAMESPACE }],
        },
      };
    }
    case 'ListSets': {
      if (request.resumptionToken !== undefined)
        throw new OaiError('badResumptionToken', 'ListSets is answered in one page; this token was not issued.');
      const [names, collections] = await Promise.all([repo.listOaiRegionNames(ctx.db), listCollections(ctx.db)]);
      if (names.length === 0 && collections.length === 0) throw new OaiError('noSetHierarchy', 'No record is filed under a set yet.');
      const sets = new Map(names.map((name) => [regionSetSpec(name), name]));
      // Beside the regions, each curated collection (docs/behaviour.md §1200), named in both languages where it has both.
      for (const c of collections) sets.set(collectionSetSpec(c.slug), c.title_ar ? `${c.title} / ${c.title_ar}` : c.title);
      return { ListSets: { set: [...sets].map(([setSpec, name]) => ({ setSpec, setName: xmlSafe(name) })) } };
    }
    case 'GetRecord': {
      if (request.metadataPrefix !== OAI_DC_PREFIX) {
        await findRecordOrFail(ctx, site, request.identifier);
        throw new OaiError(
          'cannotDisseminateFormat',
          `The metadata format "${request.metadataPrefix}" is not supported; use ${OAI_DC_PREFIX}.`,
        );
      }
      const row = await findRecordOrFail(ctx, site, request.identifier);
      const [record] = await records(ctx, site, [row], true);
      return { GetRecord: { record } };
    }
    case 'ListIdentifiers':
    case 'ListRecords':
      return list(ctx, site, request.verb, request.state, request.fromToken);
  }
}

async function identify(ctx: DbContext, site: OaiSite): Promise<OaiAnswer> {
  const earliest = await repo.earliestOaiDatestamp(ctx.db);
  return {
    Identify: {
      repositoryName: site.repositoryName,
      baseURL: `${site.origin}/oai`,
      protocolVersion: '2.0',
      adminEmail: site.adminEmail,
      earliestDatestamp: toDatestamp(earliest ?? new Date().toISOString()),
      deletedRecord: 'persistent',
      granularity: 'YYYY-MM-DDThh:mm:ssZ',
    },
  };
}

async function findRecordOrFail(ctx: DbContext, site: OaiSite, identifier: string): Promise<repo.OaiRecordRow> {
  const row = await repo.findOaiRecord(ctx.db, mediaIdOf(site, identifier));
  if (!row) throw new OaiError('idDoesNotExist', `No record has the identifier "${identifier}".`);
  return row;
}

async function list(
  ctx: DbContext,
  site: OaiSite,
  verb: 'ListIdentifiers' | 'ListRecords',
  state: ListState,
  fromToken: boolean,
): Promise<OaiAnswer> {
  let regionNames: string[] | undefined;
  let members: repo.OaiRecordFilter['members'];
  const collectionSlug = state.set === undefined ? null : collectionSlugOf(state.set);
  if (collectionSlug !== null) {
    const collection = await findCollectionBySlug(ctx.db, collectionSlug);
    if (!collection) throw new OaiError(fromToken ? 'badResumptionToken' : 'noRecordsMatch', `No record is in the set "${state.set}".`);
    members = publicMemberIdsQuery(ctx.db, collection.id);
  } else if (state.set !== undefined) {
    const names = regionNamesOf(state.set, await repo.listOaiRegionNames(ctx.db));
    if (!names) throw new OaiError(fromToken ? 'badResumptionToken' : 'noRecordsMatch', `No record is in the set "${state.set}".`);
    regionNames = names;
  }
  const filter = { from: state.from, until: state.until, regionNames, members };
  const rows = await repo.listOaiRecords(ctx.db, filter, state.afterId, OAI_PAGE_SIZE + 1);
  const page = rows.slice(0, OAI_PAGE_SIZE);
  if (page.length === 0) throw new OaiError('noRecordsMatch', 'No record matches these arguments.');
  const withMetadata = verb === 'ListRecords';
  const items = await records(ctx, site, page, withMetadata);
  const body: Record<string, unknown> = withMetadata ? { record: items } : { header: items.map((item) => item.header) };

  const hasMore = rows.length > OAI_PAGE_SIZE;
  if (hasMore || fromToken) {
    const completeListSize = String(await repo.countOaiRecords(ctx.db, filter));
    const next = { ...state, afterId: page.at(-1)!.media_id, cursor: state.cursor + page.length };
    // The last page carries an empty token, as the protocol asks of a list that was split.
    body.resumptionToken = {
      '#text': hasMore ? encodeToken(next) : '',
      '@_completeListSize': completeListSize,
      '@_cursor': String(state.cursor),
    };
  }
  return { [verb]: body };
}

interface RecordXml {
  header: Record<string, unknown>;
  metadata?: Record<string, unknown>;
}

async function records(ctx: DbContext, site: OaiSite, rows: repo.OaiRecordRow[], withMetadata: boolean): Promise<RecordXml[]> {
  const liveIds = rows.filter((row) => row.published === 1).map((row) => row.media_id);
  const [media, collections] = await Promise.all([
    withMetadata && liveIds.length ? presentRows(ctx, liveIds, 'public') : [],
    publicCollectionSlugsOf(ctx.db, liveIds),
  ]);
  const byId = new Map<number, MediaSummary>(media.map((m) => [m.id, m]));
  return rows.map((row) => {
    const header = {
      ...(row.published === 1 ? {} : { '@_status': 'deleted' }),
      identifier: oaiIdentifier(site, row.media_id),
      datestamp: toDatestamp(row.datestamp),
      setSpec: [
        ...(row.region_name ? [regionSetSpec(row.region_name)] : []),
        ...(row.published === 1 ? (collections.get(row.media_id) ?? []).map(collectionSetSpec) : []),
      ],
    };
    const found = byId.get(row.media_id);
    if (!withMetadata || row.published !== 1 || !found) return { header };
    return { header, metadata: { 'oai_dc:dc': dublinCore(found, `${site.origin}${pagePath('video', { videoId: row.media_id })}`) } };
  });
}
