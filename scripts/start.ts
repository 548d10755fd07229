import { buildWebIfStale } from './build-web.ts';

// `npm start`: build what is not built, then run the server (which migrates and seeds).
if (await buildWebIfStale()) console.log('Built the web app into dist/web');
await import('../api/src/server.ts');
