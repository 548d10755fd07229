import fs from 'node:fs';
import path from 'node:path';

// Fails when a comment, test or document cites something the repository does not hold: a Markdown
// file no file of the repository's ends with (its name, with the folders given), a
// `docs/behaviour.md §N` section that is not there, or a `docs/x.md#anchor` heading that is gone
// (docs/conventions.md "Form of the code": nothing cites a document outside the repository, and what
// is cited must resolve). A quoted title (`docs/decisions.md "One write path"`) must begin a heading
// of that file. Run by `npm run check`.
const ROOTS = ['api', 'web', 'contracts', 'scripts', 'e2e', 'bench', 'docs', 'README.md'];
const SOURCE = /\.(ts|tsx|md|json|css|html)$/;
const REFERENCE = /docs\/([a-z0-9-]+\.md)(?:(#[a-z0-9-]+)| §(\d+)| "([^"]+)")?/g;
/** Any Markdown file named in a line, with its folders if given; web addresses are left out. */
const MARKDOWN = /(?<![\w./:-])((?:\.{1,2}\/)*[\w-]+(?:\/[\w.-]+)*\.md)\b/g;

function files(entry: string): string[] {
  const stat = fs.statSync(entry);
  if (stat.isFile()) return SOURCE.test(entry) ? [entry] : [];
  return fs.readdirSync(entry).flatMap((name) => (name === 'node_modules' || name === 'dist' ? [] : files(path.join(entry, name))));
}

/** A Markdown file's heading titles, their GitHub-style anchors and its numbered sections (`## 5. …`). */
function headings(file: string): { titles: string[]; anchors: Set<string>; sections: Set<string> } {
  const titles = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => line.replace(/^#+ /, '').trim());
  const anchor = (title: string) =>
    title
      .toLowerCase()
      .replace(/[^\p{L}\p{N} -]/gu, '')
      .replace(/ /g, '-');
  return {
    titles: titles.map((title) => title.toLowerCase()),
    anchors: new Set(titles.map(anchor)),
    sections: new Set(titles.map((title) => /^(\d+)\./.exec(title)?.[1]).filter((n): n is string => Boolean(n))),
  };
}

const sources = ROOTS.filter((root) => fs.existsSync(root)).flatMap(files);
const markdownFiles = sources.filter((file) => file.endsWith('.md')).map((file) => file.split(path.sep).join('/'));

/** Whether a named Markdown file is in the repository: some file there ends with the name (folders included, leading `../` dropped). */
function inRepository(name: string): boolean {
  const tail = name.replace(/^(\.{1,2}\/)+/, '');
  return markdownFiles.some((file) => file === tail || file.endsWith(`/${tail}`));
}

const problems: string[] = [];
const cache = new Map<string, ReturnType<typeof headings>>();
for (const file of sources) {
  if (file === path.join('scripts', 'check-doc-refs.ts')) continue;
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    for (const [, name = ''] of line.matchAll(MARKDOWN)) {
      if (!inRepository(name)) problems.push(`${where} cites ${name}, which is not in the repository`);
    }
    for (const [, doc = '', anchor, section, title] of line.matchAll(REFERENCE)) {
      const target = path.join('docs', doc);
      if (!fs.existsSync(target)) {
        problems.push(`${where} cites ${target}, which does not exist`);
        continue;
      }
      if (!cache.has(target)) cache.set(target, headings(target));
      const found = cache.get(target)!;
      if (anchor && !found.anchors.has(anchor.slice(1))) problems.push(`${where} cites ${target}${anchor}, no such heading`);
      if (section && !found.sections.has(section)) problems.push(`${where} cites ${target} §${section}, no such section`);
      if (title && !found.titles.some((heading) => heading.startsWith(title.toLowerCase())))
        problems.push(`${where} cites ${target} "${title}", no such heading`);
    }
  });
}

for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
console.log(`Every docs/ reference resolves (${cache.size} documents cited).`);
