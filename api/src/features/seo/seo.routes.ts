import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS_COOKIE, type AppLanguage, MAX_ROW_ID } from '#contracts/constants';
import { PageQuerySchema, VideoPageParamsSchema } from '#contracts/page-head';
import { apiPaths } from '#contracts/paths';
import {
  PUBLIC_PAGES,
  type PageKey,
  type StaticPageKey,
  documentTitle,
  languageAlternates,
  pageUrl,
  shortDescription,
} from '#contracts/public-pages';
import { readerOf } from '../access/access-reader.ts';
import { getMedia } from '../media/media.service.ts';
import { type PageHead, type PageShell, loadPageShell, renderPage } from './page-head.ts';
import { listPublicMediaStamps } from './seo.repository.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { videoObject } from './structured-data.ts';

/**
 * Search engines (docs/decisions.md §67, §70): /robots.txt, /sitemap.xml, and the HTML of each public page with its
 * own title, description, canonical URL, hreflang alternates and preloads written in, plus
 * schema.org VideoObject data on video pages, so crawlers see them without running the app.
 * Registered before the SPA plugin, whose catch-all serves every other path.
 */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  /** PUBLIC_URL when set (behind a proxy), else the address this request came to. */
  const originOf = (request: FastifyRequest) => app.config.publicUrl || `${request.protocol}://${request.host}`;
  /** The same rule as GET /api/u/access/status/: the gate is off, or this browser passed it. */
  const accessOf = async (request: FastifyRequest) => {
    const required = app.config.platformPassword !== '';
    const cookie = request.cookies[ACCESS_COOKIE];
    const granted = !required || (cookie !== undefined && (await app.tokens.verify(cookie, 'platform')) !== null);
    return { required, granted };
  };

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return robotsTxt(originOf(request));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const videos = await listPublicMediaStamps(app.database.db);
    reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8');
    return sitemapXml(originOf(request), videos);
  });

  const shell = loadPageShell(app.config.webDist);
  if (!shell) return;

  const basePage = (key: PageKey, path: string, language: AppLanguage, request: FastifyRequest, access: PageHead['access']): PageHead => {
    const texts = shell.manifest.texts[language];
    const origin = originOf(request);
    // A visitor the gate stops (every crawler, while the gate is on) gets a page that must not be indexed.
    const indexable = access.granted;
    return {
      language,
      title: documentTitle(texts.pages[key].title, texts.appName),
      description: texts.pages[key].description,
      canonical: indexable ? pageUrl(origin, path, language) : null,
      alternates: indexable ? languageAlternates(origin, path) : [],
      noindex: !indexable,
      preloads: [
        ...shell.manifest.fonts[language].map((href) => ({ href, as: 'font' as const })),
        ...(key === 'home' ? [{ href: shell.manifest.heroImage, as: 'image' as const }] : []),
      ],
      modules: shell.manifest.modules[key],
      access,
      structuredData: null,
    };
  };
  const send = (reply: FastifyReply, html: string, status = 200) =>
    reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);

  for (const [key, path] of Object.entries(PUBLIC_PAGES) as [StaticPageKey, string][]) {
    app.get(path, { schema: { hide: true, querystring: PageQuerySchema } }, async (request, reply) => {
      const head = basePage(key, path, request.query.lng ?? 'en', request, await accessOf(request));
      return send(reply, renderPage(shell, head));
    });
  }

  app.get(
    '/archive/:videoId',
    { schema: { hide: true, params: VideoPageParamsSchema, querystring: PageQuerySchema } },
    async (request, reply) => {
      const language = request.query.lng ?? 'en';
      const path = `/archive/${request.params.videoId}`;
      const access = await accessOf(request);
      const head = basePage('video', path, language, request, access);
      const id = /^[1-9]\d{0,9}$/.test(request.params.videoId) ? Number(request.params.videoId) : NaN;
      if (!access.granted) return send(reply, renderPage(shell, head));
      const media = id <= MAX_ROW_ID ? await getMedia(app.database, id, await readerOf(request, app, 'public')) : null;
      // Unknown or archived: the app shows "Video not found"; crawlers get a 404 and nothing about the video.
      if (!media) return send(reply, renderPage(shell, { ...head, canonical: null, alternates: [], noindex: true }), 404);
      return send(reply, renderPage(shell, videoPageHead(shell, head, media, originOf(request))));
    },
  );
};

function videoPageHead(
  shell: PageShell,
  head: PageHead,
  media: NonNullable<Awaited<ReturnType<typeof getMedia>>>,
  origin: string,
): PageHead {
  const texts = shell.manifest.texts[head.language];
  const path = `/archive/${media.id}`;
  const page = pageUrl(origin, path, head.language);
  const structured = videoObject(
    media,
    {
      page,
      at: (seconds) => pageUrl(origin, path, head.language, { t: String(seconds) }),
      absolute: (pathOrUrl) => new URL(pathOrUrl, origin).toString(),
      fallbackImage: shell.manifest.heroImage,
    },
    texts.pages.home.title,
  );
  return {
    ...head,
    title: documentTitle(media.guest ? texts.interviewWith.replace('{{guest}}', media.guest) : media.title, texts.appName),
    description: shortDescription(media.description, texts.pages.video.description),
    // The page's largest text is the video's description, which waits for this answer.
    preloads: [...head.preloads, { href: apiPaths.media.detail(media.id), as: 'fetch' }],
    structuredData: head.noindex ? null : { path, data: structured },
  };
}
