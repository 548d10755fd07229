import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import type { MediaHistory } from '#contracts/history';
import { type ImportReport, SHEET_COLUMNS, XLSX_CONTENT_TYPE } from '#contracts/interview-sheet';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { call, fullPayload, participantPayload } from '../../../test/http.ts';
import { createStaff } from '../../../test/staff.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

const t = useTestServer({ seed: 'none' });

type Refusal = { code: string; errors: { row: number; column: string; code: string; path: string }[] };

async function exportCsv(headers: Record<string, string> = t.admin) {
  const res = await fetch(`${t.server.url}${apiPaths.admin.exportCsv}`, { headers: { authorization: headers.authorization! } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), bytes, rows: parse(bytes, { bom: true }) as string[][] };
}
const importCsv = (body: string | Buffer, { dryRun = false, headers = t.admin, name = 'catalogue.csv' } = {}) =>
  fetch(`${t.server.url}${apiPaths.admin.import}?${new URLSearchParams({ ...(dryRun ? { dry_run: '1' } : {}), name })}`, {
    method: 'POST',
    headers: { authorization: headers.authorization!, 'content-type': 'text/csv' },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as ImportReport & Refusal }));

const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await call<Media>(t.server, 'POST', apiPaths.media.full, { json: fullPayload(overrides), headers: t.admin });
  expect(res.status).toBe(201);
  return res.body.id;
};
const detail = async (id: number) => (await call<Media>(t.server, 'GET', apiPaths.media.detail(id), { headers: t.admin })).body;
const versions = async (id: number) =>
  (await call<MediaHistory>(t.server, 'GET', apiPaths.admin.history(id), { headers: t.admin })).body.count;
const activity = async (query: string) =>
  (
    await call<{ results: { action: string; media: number | null; detail: string | null }[] }>(
      t.server,
      'GET',
      `/api/admin/activity/${query}`,
      { headers: t.admin },
    )
  ).body.results;
const csvOf = (rows: string[][]) => `\uFEFF${stringify(rows)}`;
const column = (name: (typeof SHEET_COLUMNS)[number]) => SHEET_COLUMNS.indexOf(name);
/** A copy of the exported rows with one cell of one interview's row changed. */
const edited = (rows: string[][], id: number, name: (typeof SHEET_COLUMNS)[number], value: string) =>
  rows.map((row) => (row[0] === String(id) ? row.map((cell, i) => (i === column(name) ? value : cell)) : row));

describe('the spreadsheet round trip', () => {
  it('exports every interview with Arabic forms, participants and access; a file just exported changes nothing', async () => {
    const a = await create({
      title: 'Weaving in Azrou',
      topics: ['Weaving'],
      places: ['Tizguite'],
      region: { name: 'Azrou', latitude: 33.4, longitude: -5.2 },
    });
    const b = await create({ title: 'المطر والذاكرة', topics: ['Weaving', 'Rain'], places: [] });
    await call(t.server, 'PUT', apiPaths.admin.vocabularyLabels, {
      json: { kind: 'topic', value: 'Weaving', label_ar: 'النسيج' },
      headers: t.admin,
    });

    const exported = await exportCsv();
    expect(exported.status).toBe(200);
    expect(exported.type).toBe('text/csv; charset=utf-8');
    expect([...exported.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = exported.rows;
    expect(header).toEqual([...SHEET_COLUMNS]);
    const rowOf = (id: number) => Object.fromEntries(header!.map((h, i) => [h, rows.find((r) => r[0] === String(id))![i]]));
    expect(rowOf(a)).toMatchObject({
      title: 'Weaving in Azrou',
      topics: 'Weaving',
      topics_ar: 'النسيج',
      places: 'Tizguite',
      places_ar: 'تزكيت',
      region: 'Azrou',
      region_ar: 'أزرو',
      latitude: '33.4',
      participants: 'host: Hana | Host | +212 600 000 001; guest: Gil | Guest | +212 600 000 002',
      access: 'open',
      visibility: 'public',
    });
    expect(rowOf(b)).toMatchObject({ title: 'المطر والذاكرة', topics: 'Weaving; Rain', topics_ar: 'النسيج; Rain' });

    const before = [await versions(a), await versions(b)];
    const dry = await importCsv(exported.bytes, { dryRun: true });
    expect(dry).toMatchObject({ status: 200, body: { created: 0, updated: 0, unchanged: 2, changes: [], errors: [] } });
    const applied = await importCsv(exported.bytes);
    expect(applied).toMatchObject({ status: 200, body: { updated: 0, unchanged: 2 } });
    expect([await versions(a), await versions(b)]).toEqual(before);
    expect(await activity(`?media=${a}`)).not.toContainEqual(expect.objectContaining({ action: 'media.import_sheet' }));
  });

  it('an edited cell changes only its field: one version and one activity row for each interview changed', async () => {
    const a = await create({ title: 'Before', topics: ['Weaving'] });
    const b = await create({ title: 'Second', topics: ['Weaving'] });
    const c = await create({ title: 'Third' });
    const rows = (await exportCsv()).rows;
    let file = edited(rows, a, 'title', 'After');
    file = edited(file, b, 'topics_ar', 'النسيج; Rain');
    file = edited(file, c, 'region', 'عين اللوح');
    const versionsBefore = [await versions(a), await versions(b), await versions(c)];

    const dry = await importCsv(csvOf(file), { dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body.errors).toEqual([]);
    expect(dry.body.changes).toEqual([
      { row: expect.any(Number), id: a, field: 'title', from: 'Before', to: 'After' },
      { row: expect.any(Number), id: b, field: 'topics', from: 'Weaving', to: 'Weaving; Rain' },
      { row: expect.any(Number), id: c, field: 'region', from: 'Ifrane', to: 'Ain Leuh' },
      { row: expect.any(Number), id: c, field: 'latitude', from: '33.5', to: '' },
      { row: expect.any(Number), id: c, field: 'longitude', from: '-5.1', to: '' },
    ]);
    expect(dry.body.changes[0]!.row).toBe(rows.findIndex((r) => r[0] === String(a)) + 1);
    expect((await detail(a)).title).toBe('Before');

    const applied = await importCsv(csvOf(file), { name: 'spring catalogue.csv' });
    expect(applied).toMatchObject({ status: 200, body: { updated: 3, created: 0 } });
    const [afterA, afterB, afterC] = [await detail(a), await detail(b), await detail(c)];
    expect(afterA).toMatchObject({
      title: 'After',
      description: 'About the test village',
      segments: [{ title: 'Part 1' }, { title: 'Part 2' }],
    });
    expect(afterA.transcripts.map((x) => x.text)).toEqual(['The full transcript.']);
    expect(afterB.topics.map((x) => x.name)).toEqual(['Weaving', 'Rain']);
    expect(afterC.region).toEqual({ name: 'Ain Leuh', latitude: null, longitude: null });
    expect([await versions(a), await versions(b), await versions(c)]).toEqual(versionsBefore.map((n) => n + 1));
    for (const id of [a, b, c]) {
      const rowsOfImport = (await activity(`?media=${id}`)).filter((e) => e.action === 'media.import_sheet');
      expect(rowsOfImport).toEqual([expect.objectContaining({ media: id, detail: 'spring catalogue.csv' })]);
    }
    // Exported again, it reads as it was written.
    expect((await importCsv((await exportCsv()).bytes, { dryRun: true })).body).toMatchObject({ updated: 0, changes: [] });
  });

  it('a row without an id makes a new interview', async () => {
    const header = ['id', 'title', 'visibility', 'topics', 'participants', 'interview_date'];
    const res = await importCsv(csvOf([header, ['', 'A new one', 'archived', 'Weaving', 'guest: Itto | Ait Said', '2019-06-03']]));
    expect(res).toMatchObject({ status: 200, body: { created: 1, updated: 0 } });
    expect(res.body.changes).toContainEqual({ row: 2, id: null, field: 'title', from: '', to: 'A new one' });
    const found = (await exportCsv()).rows.find((r) => r[column('title')] === 'A new one')!;
    expect(found[column('participants')]).toBe('guest: Itto | Ait Said');
    expect(found[column('interview_date')]).toBe('2019-06-03');
  });

  it('refuses a file with problems by row and column, and changes nothing', async () => {
    const id = await create({ title: 'Untouched' });
    const other = await create({ title: 'Other' });
    const header = ['id', 'title', 'places', 'topics', 'interview_date'];
    const file = csvOf([
      header,
      [String(id), 'Changed', 'Tizguite', 'Weaving', '2020-01-01'],
      [String(other), 'Other', 'Atlantis', 'Weaving', ''],
      [String(other), 'Other', '', 'Astrology', '2020-02-30'],
      ['', 'New', '', '', '01/05/2024'],
      ['999999', 'Nobody', '', '', ''],
    ]);
    const dry = await importCsv(file, { dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [3, 'places', 'unknown_place'],
      [4, 'id', 'duplicate_id'],
      [5, 'interview_date', 'bad_date'],
      [6, 'id', 'unknown_id'],
    ]);
    const refused = await importCsv(file);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('import_errors');
    expect(refused.body.errors[0]).toMatchObject({ row: 3, column: 'places', code: 'unknown_place', path: 'row 3 › places' });
    expect((await detail(id)).title).toBe('Untouched');

    const unknownTopic = await importCsv(csvOf([header, [String(id), 'Untouched', '', 'Astrology', '']]), { dryRun: true });
    expect(unknownTopic.body.errors).toEqual([expect.objectContaining({ row: 2, column: 'topics', code: 'unknown_vocabulary' })]);
    const unknownColumn = await importCsv(
      csvOf([
        ['id', 'title', 'colour'],
        [String(id), 'x', 'red'],
      ]),
    );
    expect(unknownColumn).toMatchObject({
      status: 400,
      body: { code: 'import_errors', errors: [{ row: 1, column: 'colour', code: 'unknown_column' }] },
    });
    const broken = await importCsv('\uFEFFid,title\r\n' + `${id},Fine\r\n${other},"open quote\r\n`);
    expect(broken).toMatchObject({ status: 400, body: { errors: [{ row: 3, code: 'broken_row' }] } });
    const short = await importCsv(`id,title\r\n${id},Fine,extra\r\n`);
    expect(short).toMatchObject({ status: 400, body: { errors: [{ row: 2, code: 'broken_row' }] } });
    // Windows-1252 "é" in row 3, column title.
    const latin1 = Buffer.concat([Buffer.from(`id,title\r\n${id},Fine\r\n${other},Caf`), Buffer.from([0xe9]), Buffer.from('\r\n')]);
    expect(await importCsv(latin1)).toMatchObject({ status: 400, body: { errors: [{ row: 3, column: 'title', code: 'not_utf8' }] } });
    expect((await detail(id)).title).toBe('Untouched');
    expect((await detail(other)).title).toBe('Other');
  });

  it('takes the file as a multipart field too', async () => {
    const id = await create({ title: 'By form' });
    const form = new FormData();
    form.append(
      'file',
      new Blob(
        [
          csvOf([
            ['id', 'title'],
            [String(id), 'By form, renamed'],
          ]),
        ],
        { type: 'text/csv' },
      ),
      'sheet.csv',
    );
    const res = await fetch(`${t.server.url}${apiPaths.admin.import}`, {
      method: 'POST',
      headers: { authorization: t.admin.authorization! },
      body: form,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ updated: 1 });
    expect((await detail(id)).title).toBe('By form, renamed');
    expect((await activity(`?media=${id}`)).find((e) => e.action === 'media.import_sheet')?.detail).toBe('sheet.csv');
  });

  it('an editor’s export leaves a sealed recording out, and importing it back keeps the recording', async () => {
    const id = await create({ title: 'Sealed one', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect(
      (
        await call(t.server, 'PUT', apiPaths.admin.mediaAccess(id), {
          json: { access: 'sealed', sealed_until: '2099-01-01' },
          headers: t.admin,
        })
      ).status,
    ).toBe(200);
    const editor = await createStaff(t.server, t.admin, 'editor');
    const rows = (await exportCsv(editor.headers)).rows;
    const row = rows.find((r) => r[0] === String(id))!;
    expect(row[column('url')]).toBe('[…]');
    expect(row[column('access')]).toBe('sealed');
    expect((await exportCsv()).rows.find((r) => r[0] === String(id))![column('url')]).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const renamed = edited(rows, id, 'title', 'Sealed, renamed');
    expect(await importCsv(csvOf(renamed), { headers: editor.headers })).toMatchObject({ status: 200, body: { updated: 1 } });
    expect(await detail(id)).toMatchObject({ title: 'Sealed, renamed', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });

    const viewer = await createStaff(t.server, t.admin, 'viewer');
    expect((await exportCsv(viewer.headers)).status).toBe(200);
    expect((await importCsv(csvOf(renamed), { headers: viewer.headers })).status).toBe(403);
  });

  it('keeps a participant list in the archive’s order and reads host and guest by word or number', async () => {
    const id = await create({ title: 'People' });
    await call(t.server, 'PUT', `${apiPaths.participants.replace}?media=${id}`, {
      json: [participantPayload(1), participantPayload(2)],
      headers: t.admin,
    });
    const rows = (await exportCsv()).rows;
    const swapped = edited(rows, id, 'participants', '2: Gil | Guest | +212 600 000 002; host: Hana | Host | +212 600 000 001');
    expect((await importCsv(csvOf(swapped), { dryRun: true })).body).toMatchObject({ updated: 0, errors: [] });
    const badForm = edited(rows, id, 'participants', 'Hana Host');
    expect((await importCsv(csvOf(badForm), { dryRun: true })).body.errors).toEqual([
      expect.objectContaining({ column: 'participants', code: 'invalid_value' }),
    ]);
  });

  it('names each interview’s collections by slug; a sheet adds it to one or takes it out', async () => {
    const a = await create({ title: 'Collected' });
    const b = await create({ title: 'Not yet collected' });
    const made = await call<{ id: number }>(t.server, 'POST', apiPaths.admin.collections, {
      json: { slug: 'weaving-lives', title: 'Weaving lives', media: [a] },
      headers: t.admin,
    });
    expect(made.status).toBe(201);
    await call(t.server, 'POST', apiPaths.admin.collections, {
      json: { slug: 'rain-songs', title: 'Rain songs', media: [] },
      headers: t.admin,
    });
    const rows = (await exportCsv()).rows;
    expect(rows[0]!.at(-1)).toBe('collections');
    expect(rows.find((r) => r[0] === String(a))![column('collections')]).toBe('weaving-lives');
    let file = edited(rows, a, 'collections', 'rain-songs');
    file = edited(file, b, 'collections', 'weaving-lives; rain-songs');
    const dry = await importCsv(csvOf(file), { dryRun: true });
    expect(dry.body.changes.filter((c) => c.field === 'collections')).toEqual([
      { row: expect.any(Number), id: a, field: 'collections', from: 'weaving-lives', to: 'rain-songs' },
      { row: expect.any(Number), id: b, field: 'collections', from: '', to: 'rain-songs; weaving-lives' },
    ]);
    expect((await importCsv(csvOf(file))).status).toBe(200);
    const members = async (id: number) =>
      (await call<{ media: number[] }>(t.server, 'GET', apiPaths.admin.collection(id), { headers: t.admin })).body.media;
    expect(await members(made.body.id)).toEqual([b]);
    const unknown = await importCsv(csvOf(edited(file, a, 'collections', 'no-such-set')), { dryRun: true });
    expect(unknown.body.errors).toEqual([expect.objectContaining({ column: 'collections', code: 'unknown_collection' })]);
  });

  it('round-trips an .xlsx workbook: exported, read back unchanged; an edited cell in it changes its field', async () => {
    const id = await create({ title: 'In a workbook', topics: ['Weaving'], places: ['Tizguite'] });
    const res = await fetch(`${t.server.url}${apiPaths.admin.exportXlsx}`, { headers: { authorization: t.admin.authorization! } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
    const workbook = Buffer.from(await res.arrayBuffer());
    const rows = (await readSheet(workbook)) as string[][];
    expect(rows[0]).toEqual([...SHEET_COLUMNS]);
    expect(rows.find((r) => r[0] === String(id))![column('places_ar')]).toBe('تزكيت');
    const send = (bytes: Buffer, dryRun: boolean) =>
      fetch(`${t.server.url}${apiPaths.admin.import}${dryRun ? '?dry_run=1' : ''}`, {
        method: 'POST',
        headers: { authorization: t.admin.authorization!, 'content-type': XLSX_CONTENT_TYPE },
        body: new Uint8Array(bytes),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as ImportReport }));
    expect((await send(workbook, true)).body).toMatchObject({ updated: 0, changes: [], errors: [] });

    // As a spreadsheet program saves it: a day as a date cell, the id as a number.
    const editedRows = rows.map((r) =>
      r[0] === String(id)
        ? r.map((cell, i) =>
            i === column('interview_date')
              ? { value: new Date('1998-04-02T00:00:00Z'), type: Date, format: 'yyyy-mm-dd' }
              : i === 0
                ? { value: id, type: Number }
                : { value: cell, type: String },
          )
        : r.map((cell) => ({ value: cell, type: String })),
    );
    const saved = await writeXlsxFile(editedRows as never).toBuffer();
    const dry = await send(saved, true);
    expect(dry.body.changes).toEqual([{ row: expect.any(Number), id, field: 'interview_date', from: '2024-05-01', to: '1998-04-02' }]);
    expect((await send(saved, false)).status).toBe(200);
    expect((await detail(id)).interview_date).toBe('1998-04-02');
    const garbled = Buffer.concat([saved.subarray(0, 200), Buffer.alloc(100)]);
    expect((await send(garbled, true)).body.errors).toEqual([expect.objectContaining({ row: 1, code: 'unreadable_file' })]);
  });
});
