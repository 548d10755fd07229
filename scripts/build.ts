import { buildWebIfStale } from './build-web.ts';

// `npm run build`: the web app and its server entry, always (docs/architecture.md "Server rendering").
await buildWebIfStale(undefined, { force: true });
