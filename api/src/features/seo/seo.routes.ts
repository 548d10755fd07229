import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactBody } from '#contracts/contact-body';
import { type AppLanguage, LANGUAGES } from '#contracts/constants';
import { type FormPost, LANGUAGE_COOKIE } from '#contracts/server-render';
import { PageQuerySchema, pageParamsSchema } from '#contracts/page-head';
import { apiPaths } from '#contracts/paths';
import {
  PAGE_KEYS,
  PUBLIC_PAGES,
  type PageKey,
  anyPagePath,
  documentTitle,
  isRecordPage,
  languageAlternates,
  pagePath,
  pageUrl,
} from '#contracts/public-pages';
import { passPlatformGate } from '../auth/platform-gate.ts';
import { HttpError } from '../../lib/http-error.ts';
import { accessTime } from '../access/access-time.ts';
import { hashOf, matchesIfNoneMatch } from '../../lib/read-cache.ts';
import { NO_STORE_CACHE_CONTROL, PRIVATE_CACHE_CONTROL, publicCacheControl } from '../../lib/cache-control.ts';
import { listedPages } from './listed-pages.ts';
import { type PageHead, loadPageShell, renderPage } from './page-head.ts';
import { type PageSlot, answerKeptPage, keepPage } from './page-cache.ts';
import { RECORD_PAGES } from './record-pages.ts';
import { loadServerRender } from './server-render.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { jsonForScript } from './structured-data.ts';

/**
 * Search engines (docs/decisions.md §67, §70): /robots.txt, /sitemap.xml, and the HTML of each public page of the
 * registry (contracts/public-pages.ts, docs/architecture.md "Public pages") with its own title, description,
 * canonical URL, hreflang alternates and preloads written in, plus a record page's structured data (schema.org
 * VideoObject on video pages), so crawlers see them without running the app. Each page also answers its own forms.
 * Registered before the SPA plugin, whose catch-all serves every other path.
 */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  /** PUBLIC_URL when set (behind a proxy), else the address this request came to. */
  const originOf = (request: FastifyRequest) => app.config.publicUrl || `${request.protocol}://${request.host}`;
  const accessOf = (request: FastifyRequest) => app.platformAccess(request);

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return robotsTxt(originOf(request));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const pages = await listedPages(app);
    reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8');
    return sitemapXml(originOf(request), pages);
  });

  const shell = loadPageShell(app.config.webDist);
  if (!shell) return;

  const basePage = (
    key: PageKey,
    path: string,
    request: FastifyRequest & { query: { lng?: AppLanguage } },
    access: PageHead['access'],
  ): PageHead => {
    const language = languageOf(request, request.query.lng);
    const texts = shell.manifest.texts[language];
    const origin = originOf(request);
    // A visitor the gate stops (every crawler, while the gate is on) gets a page that must not be indexed.
    const indexable = access.granted;
    // The address asked for is the canonical one: `?lng=` names a language's page, without it the
    // language-neutral page (hreflang x-default) is its own canonical (docs/decisions.md §1012).
    const named = request.query.lng === language;
    return {
      language,
      title: documentTitle(texts.pages[key].title, texts.appName),
      description: texts.pages[key].description,
      canonical: indexable ? pageUrl(origin, path, named ? language : undefined) : null,
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
  const render = await loadServerRender(app, app.config.webDist);
  /**
   * A page's Cache-Control: public for a few seconds with the gate off (never past the next seal date), private
   * behind the gate or for staff; an access link's page is never stored (features/access/access-reader.ts sets that).
   */
  const setCacheControl = (request: FastifyRequest, reply: FastifyReply, formPost?: FormPost) => {
    const isPrivate = app.config.platformPassword !== '' || request.admin !== null;
    reply.header(
      'Cache-Control',
      // The answer to a sent form is that visitor's alone, and never kept.
      formPost
        ? NO_STORE_CACHE_CONTROL
        : isPrivate
          ? PRIVATE_CACHE_CONTROL
          : publicCacheControl(app.nextAccessChangeAt(), accessTime.now()),
    );
  };
  /**
   * Answers a public page from what this process keeps of rendered pages when it can (docs/decisions.md §1030);
   * otherwise says where to keep the page about to be rendered.
   */
  const lookUp = (request: FastifyRequest, reply: FastifyReply, head: PageHead) =>
    answerKeptPage(app, request, reply, { language: head.language, origin: originOf(request), access: head.access }, () =>
      setCacheControl(request, reply),
    );
  /**
   * A page's HTML: rendered on the server when the web build has its server entry, cached like an API
   * answer (docs/architecture.md "Server rendering"): a strong ETag and 304, and kept by the process until a
   * write when `slot` says where (docs/decisions.md §1030).
   */
  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    head: PageHead,
    { status = 200, formPost, slot = null }: { status?: number; formPost?: FormPost; slot?: PageSlot | null } = {},
  ) => {
    const drawn = render
      ? await render(request, {
          url: request.url,
          language: head.language,
          origin: originOf(request),
          access: head.access,
          ...(formPost ? { formPost } : {}),
        })
      : undefined;
    const rendered = drawn && { html: drawn.html, state: drawn.state, stateJson: jsonForScript(drawn.state) };
    // A rendered page carries its data: a preload of it would only be fetched for nothing.
    const html = renderPage(shell, rendered ? { ...head, preloads: head.preloads.filter((p) => p.as !== 'fetch') } : head, rendered);
    const code = drawn?.notFound ? 404 : status;
    setCacheControl(request, reply, formPost);
    if (code !== 200 || formPost || !slot) {
      // The language may come from the cookie or the browser's languages (languageOf).
      reply.code(code).header('Vary', 'Cookie, Accept-Language').type('text/html; charset=utf-8');
    }
    if (code !== 200 || formPost) return reply.send(html);
    // The tag names what the page shows: the same page rendered a second later (its data's fetch times
    // aside) is the same page, and answers 304.
    const hash = hashOf(rendered ? html.replace(rendered.stateJson, stableJson(rendered.state)) : html);
    if (slot) return keepPage(app, request, reply, slot, html, hash);
    const etag = `"${hash}"`;
    reply.header('ETag', etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.send(html);
  };

  // A page's own form, as a browser sends it without script (answerForm).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  for (const key of PAGE_KEYS) {
    const pattern = PUBLIC_PAGES[key];
    const schema = { hide: true, params: pageParamsSchema(key), querystring: PageQuerySchema };
    app.get(pattern, { schema }, async (request, reply) => {
      const redirect = PAGE_REDIRECTS[key]?.(request.url);
      if (redirect) return reply.redirect(redirect, 302);
      const path = anyPagePath(key, request.params);
      const access = await accessOf(request);
      const head = basePage(key, path, request, access);
      // Behind the gate a page is the gate's screen: nothing of a record is read or said.
      if (isRecordPage(key) && !access.granted) return send(request, reply, head);
      const kept = await lookUp(request, reply, head);
      if (kept.sent) return reply;
      if (!isRecordPage(key)) return send(request, reply, head, { slot: kept.slot });
      const texts = shell.manifest.texts[head.language];
      const context = { texts, origin: originOf(request), fallbackImage: shell.manifest.heroImage };
      // The parts as the route's schema let them through (pageParamsSchema): the page's own, each a text.
      const recordHead = await RECORD_PAGES[key].head(app, request, request.params as never, head, context);
      if (recordHead) return send(request, reply, recordHead, { slot: kept.slot });
      // Unknown or not the visitor's to see: the app shows its "not found"; crawlers get a 404 and nothing about it.
      const { notFound } = texts.pages[key];
      const title = notFound ? documentTitle(notFound, texts.appName) : head.title;
      return send(request, reply, { ...head, title, canonical: null, alternates: [], noindex: true }, { status: 404 });
    });
    app.post(pattern, { schema: { ...schema, body: FormFieldsSchema } }, (request, reply) =>
      answerForm(key, anyPagePath(key, request.params), request, reply),
    );
  }

  /**
   * A form a browser sent to a page itself (docs/decisions.md §1002, §1024): before the app has taken the page over,
   * or without JavaScript. While the gate stops this browser it is the gate's password: right, the access cookie and
   * the page asked for (a redirect, so a reload sends nothing again); wrong, the gate again with the reason. Past the
   * gate, the contact page's form; any other page is simply shown.
   */
  const answerForm = async (key: PageKey, path: string, request: FormRequest, reply: FastifyReply) => {
    const access = await accessOf(request);
    if (!access.granted) {
      try {
        await passPlatformGate(app, request, reply, request.body.password ?? '');
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        const answer = { code: error.code, message: error.message };
        // The password is never written back into the page.
        const formPost = { path, values: {}, status: error.statusCode, body: answer };
        return send(request, reply, basePage(key, path, request, access), { status: error.statusCode, formPost });
      }
      return reply.redirect(request.url, 303);
    }
    const form = pageForms[key];
    return form ? form(request, reply, access) : reply.redirect(request.url, 303);
  };

  /**
   * The contact form sent without the app (docs/decisions.md §1002): handed to the API's own route
   * in-process, as the app would send it (the same schema, rate limit and storage: one implementation),
   * with the visitor's address, cookie and language; the page is rendered again with the answer.
   */
  const answerContact = async (request: FormRequest, reply: FastifyReply, access: PageHead['access']) => {
    const values = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, request.body[name] ?? '']));
    const { name = '', email = '', subject = '', message = '' } = values;
    const answer = await app.inject({
      method: 'POST',
      url: apiPaths.contact,
      payload: contactBody({ name, email, subject, message }),
      remoteAddress: request.ip,
      headers: {
        accept: 'application/json',
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(request.headers['accept-language'] ? { 'accept-language': request.headers['accept-language'] } : {}),
      },
    });
    const path = pagePath('contact');
    const head = basePage('contact', path, request, access);
    const status = answer.statusCode === 201 ? 200 : answer.statusCode;
    return send(request, reply, head, { status, formPost: { path, values, status: answer.statusCode, body: answer.json() as unknown } });
  };

  /** The forms a page answers once the gate is passed (answerForm); a page without one is simply shown again. */
  const pageForms: { readonly [K in PageKey]?: FormAnswer } = { contact: answerContact };
};

/** The fields of the contact form; anything else a form sends is left out. */
const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
/** A form's fields as the browser sends them: names and texts (the contract's limits are the API's to apply). */
const FormFieldsSchema = z.record(z.string(), z.string());
type FormFields = z.infer<typeof FormFieldsSchema>;
/** A page's request carrying a form: its query (the language) and the form's fields. */
type FormRequest = FastifyRequest & { query: z.infer<typeof PageQuerySchema>; body: FormFields };
/** How a page answers its own form once the gate is passed: the page again, with the answer. */
type FormAnswer = (request: FormRequest, reply: FastifyReply, access: PageHead['access']) => Promise<FastifyReply>;

/**
 * The archive's address with its search text trimmed, when the text as sent is not (docs/behaviour.md §2 Search box:
 * a form sent before the app runs, or without it, sends the text as typed); null when there is nothing to change.
 */
function trimmedSearch(url: string): string | null {
  const [pathname = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  const search = params.get('search');
  if (search === null || search === search.trim()) return null;
  params.set('search', search.trim());
  return `${pathname}?${params.toString().replace(/\+/g, '%20')}`;
}

/** Pages whose address as sent is sent elsewhere first: to the address of what it asks for, written one way. */
const PAGE_REDIRECTS: { readonly [K in PageKey]?: (url: string) => string | null } = { archive: trimmedSearch };

/** When each query was fetched: differs on every render of the same page. */
const FETCH_TIMES = new Set(['dataUpdatedAt', 'errorUpdatedAt', 'dehydratedAt']);
const stableJson = (state: unknown) =>
  jsonForScript(JSON.parse(JSON.stringify(state, (key, value: unknown) => (FETCH_TIMES.has(key) ? undefined : value))));

/**
 * The page's language (docs/architecture.md "Server rendering"), in the order the browser's detector
 * reads it: `?lng=`, the language cookie it keeps, then the browser's languages; English otherwise.
 */
function languageOf(request: FastifyRequest, fromQuery: AppLanguage | undefined): AppLanguage {
  if (fromQuery) return fromQuery;
  const cookie = request.cookies[LANGUAGE_COOKIE]?.slice(0, 2).toLowerCase();
  if ((LANGUAGES as readonly string[]).includes(cookie ?? '')) return cookie as AppLanguage;
  const wanted = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { base: tag.slice(0, 2).toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .find((entry) => (LANGUAGES as readonly string[]).includes(entry.base));
  return (wanted?.base as AppLanguage | undefined) ?? 'en';
}
