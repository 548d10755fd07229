import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { LANGUAGES } from '../contracts/constants.ts';
import { type PageHeadManifest, PageHeadManifestSchema } from '../contracts/page-head.ts';
import { PAGE_KEYS, PAGE_SERVING } from '../contracts/public-pages.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;
type OutputAsset = Rolldown.OutputAsset;

/** Where each public page's screen is, `{key}.tsx` (contracts/public-pages.ts; web/src/app/routes.tsx loads them). */
const ROUTES_DIR = path.join('web', 'src', 'app', 'routes', 'public');
/**
 * The two faces of the page's script (web/src/fonts.css), preloaded: the regular for the text and the semibold for
 * headings and buttons. With font-display: optional a face that comes late is not used on that page at all, and the
 * semibold alone came late: headings and buttons of a first visit were drawn in the system's bold (docs/decisions.md
 * §64). Not the others (Latin Extended, the other script): fetched with the scripts they would slow the first paint
 * down on a slow line.
 */
const FONT_FILES = {
  en: ['noto-sans-latin-400-normal.woff2', 'noto-sans-latin-600-normal.woff2'],
  ar: ['noto-sans-arabic-400.woff2', 'noto-sans-arabic-600.woff2'],
} as const;
const HERO_IMAGE = '/hero-atlas.svg';

/** A text of the web app's shared namespaces (web/src/locales/{language}/{namespace}.json) by `namespace:dotted.key`. */
function localeText(root: string, language: string, reference: string): unknown {
  const [namespace = '', key = ''] = reference.split(':');
  const file = path.join(root, 'web', 'src', 'locales', language, `${namespace}.json`);
  const texts: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
}

/**
 * A page's head texts in one language: `meta.{key}` of the common namespace (or of the namespace its entry names,
 * `metaNamespace`), and those its entry names (`headTexts`).
 */
function pageTexts(root: string, language: string) {
  return Object.fromEntries(
    PAGE_KEYS.map((key) => {
      const named: [string, string][] = Object.entries(PAGE_SERVING[key].headTexts ?? {});
      return [
        key,
        {
          ...(localeText(root, language, `${PAGE_SERVING[key].metaNamespace ?? 'common'}:meta.${key}`) as object),
          ...Object.fromEntries(named.map(([name, reference]) => [name, localeText(root, language, reference)])),
        },
      ];
    }),
  );
}

/** A chunk's file and every file it imports statically, as URLs. */
function closure(bundle: OutputBundle, chunk: OutputChunk, seen = new Set<string>()): Set<string> {
  if (seen.has(chunk.fileName)) return seen;
  seen.add(chunk.fileName);
  for (const name of chunk.imports) {
    const next = bundle[name];
    if (next?.type === 'chunk') closure(bundle, next, seen);
  }
  return seen;
}

function assetUrl(bundle: OutputBundle, originalName: string): string {
  const asset = Object.values(bundle).find(
    (item): item is OutputAsset => item.type === 'asset' && item.originalFileNames.some((name) => name.endsWith(`/${originalName}`)),
  );
  if (!asset) throw new Error(`page-head: ${originalName} is not in the build (web/src/fonts.css changed?)`);
  return `/${asset.fileName}`;
}

/**
 * Writes `page-head.json` beside index.html: per page of the registry (contracts/public-pages.ts), the texts
 * of its <title>, description and the others its entry names (`headTexts`) (from the locale files, so the server says what the
 * app says) and the script files of its lazy chunk; per language, the fonts to preload. The server uses it to serve each page's HTML head
 * (api/src/features/seo/), so a page's code and fonts load with the entry, not after it.
 */
export function pageHeadPlugin(root: string): Plugin {
  return {
    name: 'atlas-page-head',
    apply: 'build',
    generateBundle(_options, bundle) {
      // The server entry's build (scripts/build-web.ts) has no pages to preload.
      if (this.environment.config.consumer === 'server') return;
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('page-head: the build has no entry chunk');
      const loadedWithEntry = closure(bundle, entry);
      const modules = Object.fromEntries(
        PAGE_KEYS.map((key) => {
          const modulePath = path.join(root, ROUTES_DIR, `${key}.tsx`);
          const chunk = chunks.find((c) => c.facadeModuleId === modulePath);
          if (!chunk) throw new Error(`page-head: no chunk for ${modulePath}, the screen of the public page "${key}"`);
          return [key, [...closure(bundle, chunk)].filter((file) => !loadedWithEntry.has(file)).map((file) => `/${file}`)];
        }),
      ) as PageHeadManifest['modules'];
      const texts = Object.fromEntries(
        LANGUAGES.map((language) => [
          language,
          { appName: localeText(root, language, 'common:app.name'), pages: pageTexts(root, language) },
        ]),
      ) as PageHeadManifest['texts'];
      const fonts = Object.fromEntries(
        LANGUAGES.map((language) => [language, FONT_FILES[language].map((file) => assetUrl(bundle, file))]),
      ) as PageHeadManifest['fonts'];
      const manifest = PageHeadManifestSchema.parse({ texts, modules, fonts, heroImage: HERO_IMAGE });
      this.emitFile({ type: 'asset', fileName: 'page-head.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}
