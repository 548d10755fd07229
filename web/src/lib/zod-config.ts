/**
 * Imported first by main.tsx, before any schema exists. zod compiles object parsers with
 * `new Function` unless told not to; under our CSP (no 'unsafe-eval') even its probe for that is
 * reported as a violation, which browsers log as an issue (docs/decisions.md §71: best practices 100).
 * zod keeps its settings on `globalThis.__zod_globalConfig` and adopts an object already there,
 * so this sets `jitless` without bringing zod into the entry bundle (zod-config.test.ts checks it).
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;
