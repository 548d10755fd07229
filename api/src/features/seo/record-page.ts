import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageHeadManifest } from '#contracts/page-head';
import type { PageParams, RecordPageKey } from '#contracts/public-pages';
import type { PageHead } from './page-head.ts';

/** What a record page's head is written with, besides the record. */
export interface RecordHeadContext {
  /** The texts of the page's language (page-head.json): every page's, and the app's name. */
  texts: PageHeadManifest['texts'][PageHead['language']];
  /** The site's origin, for absolute addresses. */
  origin: string;
  /** The site's own picture, where structured data needs one and the record has none. */
  fallbackImage: string;
}

/** A record the sitemap lists: its address's parts and when what its page shows last changed. */
export interface ListedRecord<K extends RecordPageKey> {
  params: PageParams<K>;
  lastmod: string | null;
}

/**
 * The server's side of a public page whose address names a record (docs/architecture.md "Public pages"): the
 * registry entry (contracts/public-pages.ts) says where the page is; this says what is there. Everything selects
 * through the access rule: a record the visitor may not see has no page, and the sitemap lists only public ones.
 */
export interface RecordPage<K extends RecordPageKey> {
  /**
   * The page's head for the record its address names (`base`: the page's generic head, its title and description
   * from `meta.{key}`), with the record's title, description, preloads and structured data; or null when the visitor
   * may see no such record: the page answers 404 and says nothing about it.
   */
  head(
    app: FastifyInstance,
    request: FastifyRequest,
    params: { readonly [Name in keyof PageParams<K>]: string },
    base: PageHead,
    context: RecordHeadContext,
  ): Promise<PageHead | null>;
  /** The records the sitemap lists (public ones only), each with its last change. */
  listed(app: FastifyInstance): Promise<ListedRecord<K>[]>;
  /** Records whose pages a new process renders ahead (features/seo/pages-ahead.ts), most visited first. */
  mostVisited(app: FastifyInstance, limit: number): Promise<PageParams<K>[]>;
}
