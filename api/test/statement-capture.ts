import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';

// With CAPTURE_SQL=<folder>, every statement text this worker sends to PostgreSQL is written, per test file, to
// <folder>/<file>.sql.txt (one statement a line, values left out: they travel as parameters). scripts/pg-coverage.ts
// then says which statements only the files left out of the PostgreSQL pass send (docs/decisions.md §2530).
// A statement sent by a child process (the repository's commands) is not seen here.

const folder = process.env.CAPTURE_SQL;

/** One line per statement shape: whitespace folded, a list of parameters as one, names made at random as one. */
function statementShape(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\$\d+(\s*,\s*\$\d+)*/g, '$n')
    .replace(/_[0-9a-f]{8,}\b/g, '_<random>');
}

if (folder) {
  const seen = new Set<string>();
  const patched = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown; capturing?: boolean };
  if (!patched.capturing) {
    const query = patched.query;
    patched.query = function (this: unknown, ...args: unknown[]) {
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === 'string' ? first : first?.text;
      if (text) (globalThis as { capturedSql?: Set<string> }).capturedSql?.add(statementShape(text));
      return query.apply(this, args);
    };
    patched.capturing = true;
  }
  let file = '';
  beforeAll(() => {
    file = path.relative(process.cwd(), expect.getState().testPath ?? 'unknown');
    seen.clear();
    (globalThis as { capturedSql?: Set<string> }).capturedSql = seen;
  });
  afterAll(() => {
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, `${file.replaceAll('/', '__')}.sql.txt`), [...seen].sort().join('\n') + '\n');
  });
}
