// `npm run bench <name>`: runs bench/<name>.bench.ts (api, search).
import fs from 'node:fs';

const name = process.argv[2];
const available = fs
  .readdirSync(new URL('.', import.meta.url))
  .filter((f) => f.endsWith('.bench.ts'))
  .map((f) => f.replace('.bench.ts', ''));
if (!name || !available.includes(name)) {
  console.error(`Usage: npm run bench <${available.join('|')}>`);
  process.exit(2);
}
await import(`./${name}.bench.ts`);
