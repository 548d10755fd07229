import pg from 'pg';
import { BATCH, generate, openPostgresArchive } from './search-archive.ts';

// `npx tsx bench/search-pg-archive.ts --pg=postgres://root@127.0.0.1:5432/NAME [--base=5000 --size=50000 --bodies=5000]` (manual):
// a PostgreSQL archive of `size` interviews for `npm run bench:search -- --pg=URL --keep-pg`, built in minutes
// where bench:search's own build writes about 750 interviews a minute on the shared machine. The database is
// dropped and made again; the first `base` interviews come from bench/search-archive.ts's generator (through
// its writer), then copied in SQL to `size` with new ids, bodies included: metadata, transcripts, segments,
// participants, topic, place and people links, search heads, metadata words and body vectors. A copy keeps its source's
// interview date; its creation time is what the generator gives its id (a minute per id), so recency order
// still has no ties. The GIN indexes are built once at the end, then `vacuum analyze`. `--bodies=N`: only the first N
// interviews keep their body vectors (the rest are found by their metadata alone), as building the body index of
// 50,000 took over an hour at load 20 on the shared 2-core machine (bench/RESULTS.md, "Search at 50,000 on PostgreSQL").

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const url = args.pg!;
const BASE = Number(args.base ?? 5_000);
const SIZE = Number(args.size ?? 50_000);
const BODIES = Number(args.bodies ?? SIZE);
if (SIZE % BASE !== 0) throw new Error('--size must be a multiple of --base');
const begin = performance.now();
const seconds = () => ((performance.now() - begin) / 1000).toFixed(0);

const archive = await openPostgresArchive(url);
for (let count = 0; count < BASE;) {
  const batch = generate(count + 1, Math.min(BASE, count + BATCH));
  await archive.write(batch);
  count += batch.length;
  process.stdout.write(`  ${count} / ${BASE} generated and written (${seconds()} s)\r`);
}
process.stdout.write('\n');

const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query('set synchronous_commit = off');
/** Every row of the first BASE interviews in `table`, again for each copy `k`, its media id moved by k × BASE. */
const copy = async (table: string, columns: string[], select = columns) => {
  const started = performance.now();
  const moved = select.map((c) => (c === 'media_id' ? `media_id + k * ${BASE}` : c)).join(', ');
  const { rowCount } = await client.query(
    `insert into ${table} (${columns.join(', ')}) select ${moved} from ${table}
     cross join generate_series(1, ${SIZE / BASE - 1}) as k where media_id <= ${BASE}`,
  );
  console.log(`  ${table}: ${rowCount} rows in ${((performance.now() - started) / 1000).toFixed(0)} s`);
};
const mediaColumns = ['title', 'description', 'visibility', 'interview_date', 'region_id', 'original_language_id'];
{
  const started = performance.now();
  // The generator's creation time: 2020-01-01 plus one minute per id (bench/search-archive.ts).
  const created = `to_char(timestamp '2020-01-01' + (id + k * ${BASE}) * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const { rowCount } = await client.query(
    `insert into media (id, ${mediaColumns.join(', ')}, created_at, updated_at)
     select id + k * ${BASE}, ${mediaColumns.join(', ')}, ${created}, ${created}
     from media cross join generate_series(1, ${SIZE / BASE - 1}) as k where id <= ${BASE}`,
  );
  console.log(`  media: ${rowCount} rows in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
await copy('transcripts', ['media_id', 'language_id', 'text', 'position']);
await copy('segments', ['media_id', 'number', 'title', 'start_time', 'end_time', 'description', 'transcript']);
await copy('participants', ['media_id', 'first_name', 'last_name', 'role']);
await copy('media_topics', ['media_id', 'topic_id', 'position']);
await copy('media_places', ['media_id', 'place_id', 'position']);
await copy('media_important_people', ['media_id', 'person_id', 'position']);
await copy('search_heads', ['media_id', 'head', 'a', 'b', 'c']);
{
  // Each copy's words with its own video's visibility and dates (docs/decisions.md §2590): its creation time is its own.
  const started = performance.now();
  const { rowCount } = await client.query(
    `insert into search_head_words (term, media_id, groups, visibility, interview_date, created_at)
     select w.term, m.id, w.groups, m.visibility, m.interview_date, m.created_at from search_head_words w
     cross join generate_series(1, ${SIZE / BASE - 1}) as k join media m on m.id = w.media_id + k * ${BASE} where w.media_id <= ${BASE}`,
  );
  console.log(`  search_head_words: ${rowCount} rows in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
await copy('search_documents', ['media_id', 'body']);
if (BODIES < SIZE) await client.query(`delete from search_documents where media_id > ${BODIES}`);
// A mention per interview, to no person: the server's start-up linking of an archive older than people
// (people.service.ts linkUnlinkedMedia) would otherwise rewrite and reindex all of them, bodies included, in one
// transaction; the bench archive has no people pages.
await client.query(`insert into person_mentions (media_id, name_key, role, person_id, name) select id, 'bench', 'guest', 0, '' from media`);
console.log(`  copied to ${SIZE} (${seconds()} s); building the indexes`);
await archive.finish();
await archive.close();
await client.query('vacuum analyze');
await client.end();
console.log(JSON.stringify({ built: SIZE, base: BASE, seconds: Number(seconds()) }));
