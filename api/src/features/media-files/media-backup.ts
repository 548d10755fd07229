import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database.ts';
import { sha256OfFile, saveStream } from './derivatives.ts';
import * as repo from './media-files.repository.ts';
import type { MediaFileRow } from './media-files.table.ts';
import type { MediaStorage } from './storage/storage.ts';

// `npm run backup -- FILE --with-media` copies every ready file into FILE.media/ (keys kept as paths);
// `npm run restore` puts them back, each checked against the checksum the restored database records.

export const mediaFolderFor = (backupFile: string) => `${backupFile}.media`;

/** Every stored object a file record stands for, with its expected sha256 (a rendition: each of its parts). */
export function objectsOf(row: MediaFileRow): { key: string; sha256: string | null }[] {
  if (row.role === 'rendition' && row.parts) {
    const dir = path.posix.dirname(row.storage_key);
    return (JSON.parse(row.parts) as { name: string; sha256: string }[]).map((p) => ({ key: `${dir}/${p.name}`, sha256: p.sha256 }));
  }
  return [{ key: row.storage_key, sha256: row.sha256 }];
}

async function eachReadyFile(db: Db, visit: (row: MediaFileRow) => Promise<void>): Promise<void> {
  for (let after = 0; ;) {
    const rows = await repo.listReadyFiles(db, after, 200);
    for (const row of rows) await visit(row);
    if (rows.length < 200) return;
    after = rows.at(-1)!.id;
  }
}

/** Copies every ready file out of storage; returns how many objects and bytes. */
export async function backupMedia(
  db: Db,
  storage: MediaStorage,
  folder: string,
): Promise<{ objects: number; bytes: number; missing: string[] }> {
  let objects = 0;
  let bytes = 0;
  const missing: string[] = [];
  await eachReadyFile(db, async (row) => {
    for (const { key } of objectsOf(row)) {
      const stream = await storage.read(key);
      if (!stream) {
        missing.push(key);
        continue;
      }
      const target = path.join(folder, ...key.split('/'));
      await saveStream(stream, target);
      objects++;
      bytes += (await fsp.stat(target)).size;
    }
  });
  return { objects, bytes, missing };
}

/** A restored file that did not match its recorded checksum, or was not in the backup. */
export interface RestoreProblem {
  media_id: number;
  path: string;
  problem: 'mismatch' | 'missing';
}

/** Puts backed-up files into storage, each checked first against the restored database's checksums. */
export async function restoreMedia(
  db: Db,
  storage: MediaStorage,
  folder: string,
): Promise<{ objects: number; problems: RestoreProblem[] }> {
  let objects = 0;
  const problems: RestoreProblem[] = [];
  await eachReadyFile(db, async (row) => {
    for (const { key, sha256 } of objectsOf(row)) {
      const source = path.join(folder, ...key.split('/'));
      if (!fs.existsSync(source)) {
        problems.push({ media_id: row.media_id, path: key, problem: 'missing' });
        continue;
      }
      if (sha256 && (await sha256OfFile(source)).sha256 !== sha256) {
        problems.push({ media_id: row.media_id, path: key, problem: 'mismatch' });
        continue;
      }
      await storage.putFile(key, source);
      objects++;
    }
  });
  return { objects, problems };
}
