import { PAGE_MODULES_META } from '#contracts/page-meta';

/** The script files of the page's own chunk, as the server names them in the page (docs/architecture.md "Server rendering"). */
export function pageModuleUrls(): string[] {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_MODULES_META}"]`)?.content ?? '';
  return content.split(' ').filter(Boolean);
}
