import fs from 'node:fs';
import path from 'node:path';

// Fails when English and Arabic translations differ in keys: the shared namespaces in
// web/src/locales/{en,ar}/*.json and the lazy ones kept beside their feature
// (web/src/features/*/locales/{en,ar}.json, web/src/features/admin/*/locales/{en,ar}.json).
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}
// Arabic plural forms (_zero _one _two _few _many _other) stand for one English key pair; a key
// used with a count in English must have every Arabic form (docs/conventions.md RTL).
const PLURAL = /_(zero|one|two|few|many|other)$/;
const ARABIC_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
const base = (key: string) => key.replace(PLURAL, '');
const readAll = (file: string) => keys(JSON.parse(fs.readFileSync(file, 'utf8')));
const read = (file: string) => new Set(readAll(file).map(base));

const pairs: [string, string][] = [];
const shared = path.resolve('web/src/locales');
for (const file of fs.readdirSync(path.join(shared, 'en'))) {
  pairs.push([path.join(shared, 'en', file), path.join(shared, 'ar', file)]);
}
// A feature's own namespace sits in its locales/ folder, one level down (features/map/locales) or two for the admin's
// kit and domains (features/admin/videos/locales).
function featureLocales(dir: string, depth: number): void {
  if (fs.existsSync(path.join(dir, 'locales', 'en.json')))
    pairs.push([path.join(dir, 'locales', 'en.json'), path.join(dir, 'locales', 'ar.json')]);
  if (depth === 0) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }))
    if (entry.isDirectory() && entry.name !== 'locales') featureLocales(path.join(dir, entry.name), depth - 1);
}
featureLocales(path.resolve('web/src/features'), 2);

let problems = 0;
for (const [enFile, arFile] of pairs) {
  const name = path.relative(process.cwd(), arFile);
  if (!fs.existsSync(arFile)) {
    console.error(`${name} is missing`);
    problems += 1;
    continue;
  }
  const [en, ar] = [read(enFile), read(arFile)];
  for (const k of en)
    if (!ar.has(k)) {
      console.error(`${name} lacks ${k}`);
      problems += 1;
    }
  for (const k of ar)
    if (!en.has(k)) {
      console.error(`${path.relative(process.cwd(), enFile)} lacks ${k}`);
      problems += 1;
    }
  const arKeys = new Set(readAll(arFile));
  const plurals = new Set(
    readAll(enFile)
      .filter((k) => PLURAL.test(k))
      .map(base),
  );
  for (const k of plurals) {
    const missing = ARABIC_FORMS.filter((form) => !arKeys.has(`${k}_${form}`));
    if (missing.length > 0) {
      console.error(`${name} lacks the plural forms ${missing.map((f) => `${k}_${f}`).join(', ')}`);
      problems += 1;
    }
  }
}
if (problems > 0) process.exit(1);
console.log(`Locales: en and ar have the same keys (${pairs.length} namespaces).`);
