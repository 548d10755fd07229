import type { Media } from '#contracts/media';
import { accessView, mediaAsViewed, readerFor, summaryAsViewed } from '../api/src/features/access/access-rule.ts';
import { mediaFixture } from '../web/src/features/video-detail/testing/media-fixture.ts';

// `npx tsx bench/access-rule.bench.ts` (manual): what the access rule adds to one public answer, in
// process, with no server or database: accessView + summaryAsViewed + mediaAsViewed on a detail with
// a 3,000-word timed transcript in two languages, open and whole (most answers), open with a withheld
// passage, and on request. Prints microseconds per answer, beside the server's CPU per request of the
// visitor mix (bench/RESULTS.md) for scale.

const paragraph = (i: number) =>
  `[${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00] ${'word '.repeat(30)}`;
const text = Array.from({ length: 100 }, (_, i) => paragraph(i)).join('\n\n');
const media: Media = mediaFixture({
  transcripts: [
    { id: 1, language: 'English', text },
    { id: 2, language: 'العربية', text },
  ],
});
const row = (access: 'open' | 'on_request', redactions: string) => ({
  id: media.id,
  visibility: 'public' as const,
  access,
  sealed_until: null,
  redactions,
});
const cases = {
  'open, whole': row('open', '[]'),
  'open, one withheld passage': row(
    'open',
    JSON.stringify([{ id: 1, start_time: '00:10:00', end_time: '00:12:00', reason: '', until: null }]),
  ),
  'on request': row('on_request', '[]'),
};
const reader = readerFor('public');
const N = Number(process.argv.find((a) => a.startsWith('--n='))?.slice(4) ?? 20_000);

let sink = 0;
for (const [name, columns] of Object.entries(cases)) {
  for (let round = 0; round < 2; round += 1) {
    const begin = performance.now();
    for (let i = 0; i < N; i += 1) {
      const view = accessView(columns, reader);
      const summary = summaryAsViewed(media, view);
      sink += mediaAsViewed(summary, view).transcripts.length;
    }
    if (round === 1)
      console.log(`${name.padEnd(28)} ${(((performance.now() - begin) * 1000) / N).toFixed(2)} µs per answer (${sink > 0 ? 'ok' : ''})`);
  }
}
// Read once so the work above is not optimised away.
if (sink < 0) console.log(sink);
