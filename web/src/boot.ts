import { APP_FAILED } from './first-paint/markers.ts';
import { fetchLanguageData } from './lib/language-data.ts';
import { toAppLanguage } from './lib/language.ts';
import { LONG_DATE } from './lib/long-date.ts';
import { pageModuleUrls } from './lib/page-modules.ts';
import './styles.css';

/**
 * The web app's entry (docs/decisions.md §1020). A page the server rendered is whole and readable without
 * script (docs/architecture.md "Server rendering"), so the app (Preact, the router, the query cache, the page's own
 * chunk: 85 KB and more compressed) is fetched only once the page has loaded and painted. On a slow line the script then
 * never shares the line with the stylesheet, the fonts and the largest picture, and on a slow phone its
 * parsing and hydration never hold the first paint back. The page's own chunk, named by the server, is
 * fetched beside the app, and so are its language's texts: hydration waits for one round of downloads, not two.
 */
function loadedAndPainted(): Promise<void> {
  const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  const serverRendered = document.getElementById('root')?.firstElementChild != null;
  return Promise.all([loaded, serverRendered ? contentfulPaint() : null]).then(painted);
}

/** Longest wait for the first contentful paint: a browser that paints but cannot tell goes on after it. */
const CONTENTFUL_PAINT_WAIT_MS = 3_000;

/**
 * Resolves once the browser has painted the page's first text or picture. A frame after `load` is not yet that: text
 * waits for its font (font-display: optional holds it up to ~100 ms), so the app's files were asked for while the
 * first text was still unpainted, sharing the line with what the paint waited for (docs/decisions.md §1020).
 */
function contentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = setTimeout(done, CONTENTFUL_PAINT_WAIT_MS);
    observer.observe({ type: 'paint', buffered: true });
  });
}

function preloadPageModules(): void {
  for (const href of pageModuleUrls()) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/** How long the app may take to come before its download counts as slow (see readyLanguageDataWhileSlow). */
const SLOW_DOWNLOAD_MS = 100;

/**
 * The browser's data for the language's collation and long dates, which the first collator and the first date
 * formatter load (25–30 ms each on the phone profile's CPU; later ones cost next to nothing), loaded while a slow
 * line still brings the app and the page has nothing else to run, rather than inside the takeover, which sorts and
 * formats as it draws. Not when the app comes at once: the work would then only be moved, not hidden
 * (docs/decisions.md §2641).
 */
function readyLanguageDataWhileSlow(language: string, app: Promise<unknown>): void {
  let arrived = false;
  const settle = () => {
    arrived = true;
  };
  app.then(settle, settle);
  const steps = [() => new Intl.Collator(language).compare('', ''), () => new Intl.DateTimeFormat(language, LONG_DATE).format(0)];
  // A task each, and none once the app is here.
  const next = () => {
    const step = steps.shift();
    if (!step || arrived) return;
    step();
    setTimeout(next, 0);
  };
  setTimeout(next, SLOW_DOWNLOAD_MS);
}

void loadedAndPainted()
  .then(() => {
    preloadPageModules();
    // The page's own language's texts (docs/decisions.md §1021), fetched beside the app rather than after it.
    const language = toAppLanguage(document.documentElement.lang) ?? 'en';
    void fetchLanguageData(language);
    const app = import('./main.tsx');
    readyLanguageDataWhileSlow(language, app);
    return app;
  })
  .catch(() => {
    // The app's files did not come: the page stays as the server drew it, and what the visitor held is sent to the
    // server as it would be without script (first-paint/first-paint.ts).
    document.documentElement.setAttribute(APP_FAILED, '');
  });
