import fs from 'node:fs';
import path from 'node:path';

// Fails when the English and Arabic translation files of a namespace differ in keys.
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}
// Arabic plural forms (_zero _one _two _few _many _other) stand for one English key pair.
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

const root = path.resolve('web/src/locales');
let problems = 0;
for (const file of fs.readdirSync(path.join(root, 'en'))) {
  const en = new Set(keys(JSON.parse(fs.readFileSync(path.join(root, 'en', file), 'utf8'))).map(base));
  const arFile = path.join(root, 'ar', file);
  if (!fs.existsSync(arFile)) {
    console.error(`ar/${file} is missing`);
    problems += 1;
    continue;
  }
  const ar = new Set(keys(JSON.parse(fs.readFileSync(arFile, 'utf8'))).map(base));
  for (const k of en) if (!ar.has(k)) { console.error(`ar/${file} lacks ${k}`); problems += 1; }
  for (const k of ar) if (!en.has(k)) { console.error(`en/${file} lacks ${k}`); problems += 1; }
}
if (problems > 0) process.exit(1);
console.log('Locales: en and ar have the same keys.');
