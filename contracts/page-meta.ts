// The names of the <meta> elements the server writes into every page's head for the app to read (api/src/features/seo/
// page-head.ts). Their own module: the app's entry (web/src/boot.ts) reads one, and must not carry the page registry.

/**
 * Name of the <meta> whose content is the access status (`{"required":…,"granted":…}`, as the status
 * endpoint answers) that the server writes into each page, so the app need not ask before its first paint.
 */
export const ACCESS_STATUS_META = 'atlas-access-status';

/**
 * Name of the <meta> whose content lists, space-separated, the script files of the page's own lazy chunk
 * (scripts/page-head-plugin.ts): the app's entry fetches them beside the app once the page has painted
 * (web/src/boot.ts, docs/decisions.md §1020).
 */
export const PAGE_MODULES_META = 'atlas-page-modules';
