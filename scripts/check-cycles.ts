import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// No import cycles in the API (docs/architecture.md "Import zones", docs/decisions.md §201): fails, naming each cycle,
// when a module of api/src (tests excepted: nothing imports them) can reach itself through the modules it imports. The
// rule of eslint-plugin-import's `no-cycle` as it was configured (every depth, packages and `#contracts/*` left out,
// imports of types alone left out, dynamic imports counted), checked over the graph once instead of walked from each
// file (docs/decisions.md §2532).

const ROOT = path.resolve('api/src');
const checked = (file: string) => file.startsWith(`${ROOT}${path.sep}`) && !file.endsWith('.test.ts');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** A relative specifier's file, as the resolver finds it (with or without its extension, or a folder's index). */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The modules a file imports at run time: static imports and re-exports not of types alone, and dynamic imports. */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typesAlone =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!typesAlone) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) specifiers.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers.flatMap((specifier) => resolve(file, specifier) ?? []);
}

// The graph of every module reachable from api/src, each file read once.
const edges = new Map<string, string[]>();
const pending = sourceFiles(ROOT).filter(checked);
while (pending.length > 0) {
  const file = pending.pop()!;
  if (edges.has(file)) continue;
  const targets = importsOf(file);
  edges.set(file, targets);
  pending.push(...targets.filter((target) => !edges.has(target)));
}

// Tarjan's strongly connected components: a module is in a cycle when its component has more than one module, or it
// imports itself.
let counter = 0;
const index = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const cycles: string[][] = [];
function connect(file: string): void {
  index.set(file, counter);
  low.set(file, counter);
  counter += 1;
  stack.push(file);
  onStack.add(file);
  for (const target of edges.get(file) ?? []) {
    if (!index.has(target)) {
      connect(target);
      low.set(file, Math.min(low.get(file)!, low.get(target)!));
    } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
  }
  if (low.get(file) !== index.get(file)) return;
  const component: string[] = [];
  let member: string;
  do {
    member = stack.pop()!;
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  if ((component.length > 1 || edges.get(file)!.includes(file)) && component.some(checked)) cycles.push(component);
}
for (const file of edges.keys()) if (!index.has(file)) connect(file);

const shown = (file: string) => path.relative(process.cwd(), file);
for (const component of cycles) {
  console.error(`Import cycle among ${component.length} module(s): ${component.map(shown).sort().join(', ')}`);
}
if (cycles.length > 0) process.exitCode = 1;
else console.log(`No import cycles in api/src (${[...edges.keys()].filter(checked).length} modules).`);
