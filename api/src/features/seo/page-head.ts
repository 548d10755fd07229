import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppLanguage } from '#contracts/constants';
import { type PageHeadManifest, PageHeadManifestSchema } from '#contracts/page-head';
import { ACCESS_STATUS_META, PAGE_MODULES_META } from '#contracts/page-meta';
import { QUERY_STATE_ELEMENT_ID } from '#contracts/server-render';
import { jsonForScript } from './structured-data.ts';

/** The built index.html and what the build recorded about each page (scripts/page-head-plugin.ts). */
export interface PageShell {
  template: string;
  manifest: PageHeadManifest;
}

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta name="description"[^>]*>/;
const HTML_TAG = /<html[^>]*>/;

/** Reads the shell from the web build, or null when there is no build (the API runs alone). */
export function loadPageShell(webDist: string): PageShell | null {
  const indexFile = path.join(webDist, 'index.html');
  const manifestFile = path.join(webDist, 'page-head.json');
  if (!fs.existsSync(indexFile) || !fs.existsSync(manifestFile)) return null;
  const template = fs.readFileSync(indexFile, 'utf8');
  for (const [name, pattern] of [
    ['<html>', HTML_TAG],
    ['<title>', TITLE],
    ['description', DESCRIPTION],
  ] as const) {
    if (!pattern.test(template)) throw new Error(`${indexFile} has no ${name} element to fill in`);
  }
  return { template, manifest: PageHeadManifestSchema.parse(JSON.parse(fs.readFileSync(manifestFile, 'utf8'))) };
}

/**
 * The Content-Security-Policy sources of the built index.html's inline scripts (the first-paint script,
 * docs/architecture.md "First paint"): each allowed by its own hash, never by 'unsafe-inline'. None without a build.
 */
export function inlineScriptSources(webDist: string): string[] {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) return [];
  const template = fs.readFileSync(indexFile, 'utf8');
  return [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code = '']) => `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`,
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export interface PageHead {
  language: AppLanguage;
  title: string;
  description: string;
  /** Absolute canonical URL; none for pages that must not be indexed. */
  canonical: string | null;
  alternates: { hreflang: string; href: string }[];
  noindex: boolean;
  /** Fonts, the hero image on the home page, a video's data on its page: fetched at once, before the scripts ask. */
  preloads: { href: string; as: 'font' | 'image' | 'fetch' }[];
  /** The page's lazy chunk and its imports, fetched beside the app once the page has painted (docs/decisions.md §1020). */
  modules: string[];
  access: { required: boolean; granted: boolean };
  /** schema.org data for this path (the app removes it when it leaves the page). */
  structuredData: { path: string; data: unknown } | null;
}

function headTags(head: PageHead): string[] {
  const attr = escapeHtml;
  return [
    head.canonical ? `<link rel="canonical" href="${attr(head.canonical)}" />` : '',
    ...head.alternates.map((a) => `<link rel="alternate" hreflang="${attr(a.hreflang)}" href="${attr(a.href)}" />`),
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<meta property="og:title" content="${attr(head.title)}" />`,
    `<meta property="og:description" content="${attr(head.description)}" />`,
    head.canonical ? `<meta property="og:url" content="${attr(head.canonical)}" />` : '',
    `<meta name="${ACCESS_STATUS_META}" content="${attr(JSON.stringify(head.access))}" />`,
    ...head.preloads.map(
      (p) =>
        ({
          font: `<link rel="preload" as="font" type="font/woff2" crossorigin href="${attr(p.href)}" />`,
          image: `<link rel="preload" as="image" fetchpriority="high" href="${attr(p.href)}" />`,
          // Matches the app's own fetch (same URL, cors mode, same-origin credentials), which then reuses it.
          fetch: `<link rel="preload" as="fetch" crossorigin="anonymous" href="${attr(p.href)}" />`,
        })[p.as],
    ),
    // Named, not preloaded: fetched before the first paint, they would share a slow line with the stylesheet,
    // fonts and largest picture; the entry fetches them after it (web/src/boot.ts, docs/decisions.md §1020).
    head.modules.length > 0 ? `<meta name="${PAGE_MODULES_META}" content="${attr(head.modules.join(' '))}" />` : '',
    // A data block, not a script: the CSP's script-src does not apply to it (docs/decisions.md §68).
    head.structuredData
      ? `<script type="application/ld+json" data-path="${attr(head.structuredData.path)}">${jsonForScript(head.structuredData.data)}</script>`
      : '',
  ].filter(Boolean);
}

const ROOT = /<div id="root"><\/div>/;

/** The app rendered on the server: its markup and the query cache it was drawn from (docs/architecture.md "Server rendering"). */
export interface RenderedApp {
  html: string;
  /** The query cache as JSON for a script element (structured-data.ts jsonForScript). */
  stateJson: string;
}

/**
 * index.html with this page's language, title, description and head tags, and, when the server
 * rendered it, the page itself and its data (JSON in a data block, escaped so that no text of the
 * archive can close the element: never markup built from data).
 */
export function renderPage(shell: PageShell, head: PageHead, rendered?: RenderedApp): string {
  const dir = head.language === 'ar' ? 'rtl' : 'ltr';
  const template = rendered
    ? shell.template.replace(
        ROOT,
        () =>
          `<div id="root">${rendered.html}</div>\n    <script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${rendered.stateJson}</script>`,
      )
    : shell.template;
  return template
    .replace(HTML_TAG, `<html lang="${head.language}" dir="${dir}">`)
    .replace(TITLE, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace(/\s*<\/head>/, () => `\n    ${headTags(head).join('\n    ')}\n  </head>`);
}
