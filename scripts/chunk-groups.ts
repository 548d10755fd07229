import path from 'node:path';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicImporters: readonly string[] } | null;
}

function staticClosure(graph: ModuleGraph, root: string): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) visit(next);
  };
  visit(root);
  return seen;
}

const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
/** Each language's texts, in the server's and tests' import graph but a chunk of their own in the browser (§1021). */
const TEXTS = /[\\/]locales[\\/](en|ar)[\\/][^\\/]+\.json$/;
/**
 * The small helpers most public pages share (formatting, the data texts, the cards' picture, a few contracts without
 * zod): under a kilobyte each, they were a file each. Not the kit pieces only some pages use (tabs, the modal), which
 * would grow the home page's script (§1022).
 */
const PAGE_KIT =
  /[\\/](web[\\/]src[\\/](lib[\\/](arabic-labels|data-text|format|group-by|settled-image|site-origin)|components[\\/]ui[\\/](button|data-text|duration-badge|image-with-fallback))\.tsx?|contracts[\\/](facet-names|language-label|slug|time)\.ts)$/;
/**
 * Contracts without zod that the zod contracts import and the pages reading records read without them (the search's
 * words, authority links, a media file's kind): one file, not a file each, and none of them fetches zod (§2620).
 */
const CONTRACT_KIT = /[\\/]contracts[\\/](authority-files|media-file|search-text|segment-times|web-url)\.ts$/;

/**
 * The code-splitting groups' name function (vite.config.ts; docs/decisions.md §2502). Left to itself the bundler
 * cut what every page loads into nine files (React, the router, the query cache, the texts' library, the API
 * client, the paths…) and the contracts a page reads with zod into ten more, each a request of its own, which a
 * slow line pays for in round trips (six at a time over HTTP/1.1, 150 ms each on the phone profile). So:
 * - `main`: every module the app's entry imports, directly or through its imports (not its `import()`s), but for
 *   those the boot entry already holds and those something loads with `import()` (each language's texts, §1021);
 * - `zod-core`: the schema library alone, which the pages load once they need a schema (a form checked, an answer fetched:
 *   §2621, §2622), and the archive before its takeover (its filters, §2623). The contracts that use it are left to
 *   the bundler, a chunk for those each page or form loads: in one file with zod, every schema of the app was built
 *   whenever a page needed one (§2631);
 * - `contract-kit`: the contracts without zod that those and the pages reading records share (CONTRACT_KIT);
 * - `page-kit`: the small helpers most public pages share (PAGE_KIT).
 * Both sets are computed once per build, from the module graph.
 */
export function chunkGroups(appEntry: string, bootEntry: string) {
  const app = path.resolve(appEntry);
  const boot = path.resolve(bootEntry);
  let main: Set<string> | null = null;
  const withZod = new Map<string, boolean>();
  const importsZod = (graph: ModuleGraph, id: string): boolean => {
    if (!withZod.has(id))
      withZod.set(
        id,
        [...staticClosure(graph, id)].some((module) => ZOD.test(module)),
      );
    return withZod.get(id)!;
  };
  return (id: string, graph: ModuleGraph): string | null => {
    if (!main) {
      const bootModules = staticClosure(graph, boot);
      main = new Set(
        [...staticClosure(graph, app)].filter(
          (module) =>
            module === app ||
            (!bootModules.has(module) &&
              !TEXTS.test(module) &&
              (graph.getModuleInfo(module)?.dynamicImporters.length ?? 0) === 0 &&
              !importsZod(graph, module)),
        ),
      );
    }
    if (main.has(id) || id.startsWith('\0rolldown')) return 'main';
    if (ZOD.test(id)) return 'zod-core';
    if (CONTRACT_KIT.test(id)) return 'contract-kit';
    if (PAGE_KIT.test(id)) return 'page-kit';
    return null;
  };
}
