import { connectDatabase } from '../api/src/db/connect.ts';
import { countFacets } from '../api/src/features/media/media.facets.repository.ts';
const file = process.argv[2]!;
const handle = await connectDatabase(file);
const db = (handle as any).db ?? handle;
let captured = '';
const logged = db.withPlugin({ transformQuery: (a: any) => a.node, transformResult: async (a: any) => a.result });
const filters: Record<string, any> = {
  browse: { visibility: 'public' },
  region: { visibility: 'public', regionNames: ['Ifrane Province'] },
};
for (const [name, f] of Object.entries(filters)) {
  for (let i = 0; i < 2; i++) await countFacets(db, f);
  const t: number[] = [];
  for (let i = 0; i < 5; i++) { const b = performance.now(); await countFacets(db, f); t.push(performance.now() - b); }
  console.log(name, t.map((x) => x.toFixed(0)).join(' '));
}
await handle.close?.();
