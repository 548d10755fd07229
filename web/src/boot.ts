import { fetchLanguageData } from './lib/language-data.ts';
import { toAppLanguage } from './lib/language.ts';
import { pageModuleUrls } from './lib/page-modules.ts';
import './styles.css';

/**
 * The web app's entry (docs/decisions.md §1020). A page the server rendered is whole and readable without
 * script (docs/architecture.md "Server rendering"), so the app (React, the router, the page's own chunk:
 * 150 KB and more) is fetched only once the page has loaded and painted. On a slow line the script then
 * never shares the line with the stylesheet, the fonts and the largest picture, and on a slow phone its
 * parsing and hydration never hold the first paint back. The page's own chunk, named by the server, is
 * fetched beside the app, and so are its language's texts: hydration waits for one round of downloads, not two.
 */
function loadedAndPainted(): Promise<void> {
  const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  if (document.readyState === 'complete') return painted();
  return new Promise((resolve) => window.addEventListener('load', () => void painted().then(resolve), { once: true }));
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

void loadedAndPainted().then(() => {
  preloadPageModules();
  // The page's own language's texts (docs/decisions.md §1021), fetched beside the app rather than after it.
  const language = toAppLanguage(document.documentElement.lang) ?? 'en';
  void fetchLanguageData(language);
  return import('./main.tsx');
});
