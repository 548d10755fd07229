import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type ByteRange, checkKey, checkPrefix, type MediaStorage, type StoredObject } from './storage.ts';

/** Local files under one folder (`MEDIA_STORAGE=file:data/media`). */
export function fileStorage(root: string): MediaStorage {
  const base = path.resolve(root);
  const pathOf = (key: string) => path.join(base, ...checkKey(key).split('/'));
  return {
    kind: 'file',
    description: base,
    async putFile(key, localPath) {
      const target = pathOf(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      // Written beside the target and renamed, so a reader never sees half a file.
      const partial = `${target}.partial-${process.pid}`;
      await pipeline(fs.createReadStream(localPath), fs.createWriteStream(partial));
      await fsp.rename(partial, target);
    },
    async read(key, range?: ByteRange): Promise<Readable | null> {
      const file = pathOf(key);
      try {
        const handle = await fsp.open(file, 'r');
        return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async stat(key) {
      try {
        const stat = await fsp.stat(pathOf(key));
        return stat.isFile() ? { key, bytes: stat.size } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async list(prefix) {
      const dir = checkPrefix(prefix) === '' ? base : path.join(base, ...prefix.replace(/\/$/, '').split('/'));
      const found: StoredObject[] = [];
      await walk(dir, prefix.replace(/\/$/, ''), found);
      return found.sort((a, b) => a.key.localeCompare(b.key));
    },
    async deletePrefix(prefix) {
      const objects = await this.list(prefix);
      const dir = path.join(base, ...checkPrefix(prefix).replace(/\/$/, '').split('/'));
      if (prefix !== '') await fsp.rm(dir, { recursive: true, force: true });
      else for (const object of objects) await fsp.rm(pathOf(object.key), { force: true });
      return objects.length;
    },
    async signedUrl() {
      return null;
    },
  };
}

async function walk(dir: string, keyPrefix: string, found: StoredObject[]): Promise<void> {
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const key = keyPrefix ? `${keyPrefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) await walk(path.join(dir, entry.name), key, found);
    else if (entry.isFile() && !entry.name.includes('.partial-')) {
      found.push({ key, bytes: (await fsp.stat(path.join(dir, entry.name))).size });
    }
  }
}
