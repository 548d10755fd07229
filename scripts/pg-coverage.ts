import fs from 'node:fs';
import path from 'node:path';
import { SQLITE_ONLY_SUITES } from '../api/test/postgres-pass.ts';

// Which PostgreSQL statements only the suites left out of the PostgreSQL pass send (docs/decisions.md §2530).
// Run the whole API project on PostgreSQL with every suite and CAPTURE_SQL set, then this on the same folder:
//   CAPTURE_SQL=/tmp/sql TEST_DATABASE_URL=postgres://… npx vitest run --project api   (every suite runs when capturing)
//   npx tsx scripts/pg-coverage.ts /tmp/sql
// It prints, for each left-out suite, the statements no suite of the pass sends, and exits 1 if there are any.

const folder = process.argv[2];
if (!folder) throw new Error('usage: tsx scripts/pg-coverage.ts <CAPTURE_SQL folder>');
const fileOf = (name: string) => name.replace(/\.sql\.txt$/, '').replaceAll('__', '/');
/** The tests' own set-up (a worker's template of the sample archive and its copies, api/test/test-server.ts), not the app's. */
const harness = (statement: string) => /^(create|drop) database /i.test(statement);
const captured = new Map(
  fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.sql.txt'))
    .map(
      (name) =>
        [
          fileOf(name),
          fs
            .readFileSync(path.join(folder, name), 'utf8')
            .split('\n')
            .filter((s) => s && !harness(s)),
        ] as const,
    ),
);
const leftOut = (file: string) => SQLITE_ONLY_SUITES.some((suite) => file === suite || file.startsWith(suite));
const inPass = new Set([...captured].filter(([file]) => !leftOut(file)).flatMap(([, statements]) => statements));
let missing = 0;
for (const [file, statements] of [...captured].filter(([f]) => leftOut(f)).sort()) {
  const only = statements.filter((s) => !inPass.has(s));
  missing += only.length;
  console.log(`${file}: ${statements.length} statement shapes, ${only.length} sent by no suite of the PostgreSQL pass`);
  for (const s of only) console.log(`    ${s.slice(0, 300)}`);
}
const all = new Set([...captured.values()].flat());
console.log(`\n${captured.size} files; ${all.size} statement shapes in all, ${inPass.size} sent by the PostgreSQL pass's suites`);
process.exitCode = missing > 0 ? 1 : 0;
