import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as TypeScript from 'typescript';
import { describe, expect, it } from 'vitest';

// Node's own require: through the test runner's module loader the compiler loads twice as slowly.
const ts = createRequire(import.meta.url)('typescript') as typeof TypeScript;

/**
 * No source file imports another that imports it back, through any number of files: in a
 * circle neither file can be read, tested or loaded without the other, and a lazily loaded
 * part that imports from its loader is no longer a separate part. Every import counts: `import
 * type`, `export … from`, `import()`, and a module loaded by URL (`new Worker(new URL('./x.ts',
 * import.meta.url))`). A type both files need belongs to the lower one, or to a file of its own.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SOURCE = /\.(ts|tsx|mjs)$/;
const packagesDir = path.join(repoRoot, 'packages');
const packageNames = readdirSync(packagesDir).filter((name) =>
  existsSync(path.join(packagesDir, name, 'package.json')),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return SOURCE.test(name) ? [full] : [];
  });
}

const files = packageNames.flatMap((name) => sourceFiles(path.join(packagesDir, name, 'src')));
const isSource = new Set(files);

/** `@waldmonitor/ui/model` → the file its package.json `exports` names. */
const packageEntries = new Map(
  packageNames.flatMap((name) => {
    const manifest = JSON.parse(readFileSync(path.join(packagesDir, name, 'package.json'), 'utf8')) as {
      name: string;
      exports?: Record<string, string>;
    };
    return Object.entries(manifest.exports ?? {}).map(
      ([subpath, target]) => [manifest.name + subpath.slice(1), path.join(packagesDir, name, target)] as const,
    );
  }),
);

/** A specifier under a pattern export (`"./screens/*": "./src/screens/*.tsx"`): its file, if it exists. */
function patternEntry(specifier: string): string | undefined {
  for (const [pattern, target] of packageEntries) {
    const [prefix, suffix = ''] = pattern.split('*');
    if (!pattern.includes('*') || !specifier.startsWith(prefix!) || !specifier.endsWith(suffix)) continue;
    const file = target.replace('*', specifier.slice(prefix!.length, specifier.length - suffix.length));
    if (statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
  }
  return undefined;
}

const isWorkspaceSpecifier = (specifier: string) => specifier.startsWith('.') || specifier.startsWith('@waldmonitor/');

/** The file a workspace specifier names, as Vite resolves it; undefined for a missing one. */
function resolve(from: string, specifier: string): string | undefined {
  const bare = specifier.split('?')[0] ?? specifier;
  if (!bare.startsWith('.')) return packageEntries.get(bare) ?? patternEntry(bare);
  const base = path.resolve(path.dirname(from), bare);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile(),
  );
}

/** The `'./x.ts'` of each `new URL('./x.ts', import.meta.url)`: a worker or a module run by path. */
function moduleUrls(file: string, text: string): string[] {
  if (!text.includes('import.meta.url')) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  const urls: string[] = [];
  const visit = (node: TypeScript.Node) => {
    const [first, second] = ts.isNewExpression(node) ? (node.arguments ?? []) : [];
    if (
      ts.isNewExpression(node) &&
      node.expression.getText(source) === 'URL' &&
      first &&
      ts.isStringLiteral(first) &&
      first.text.startsWith('.') &&
      second?.getText(source) === 'import.meta.url'
    ) {
      urls.push(first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return urls;
}

/** Each file's workspace specifiers: what the TypeScript pre-processor finds, plus module URLs. */
const specifiers = new Map(
  files.map((file) => {
    const text = readFileSync(file, 'utf8');
    const imported = ts.preProcessFile(text, true, true).importedFiles.map((reference) => reference.fileName);
    return [file, [...imported.filter(isWorkspaceSpecifier), ...moduleUrls(file, text)]] as const;
  }),
);

const imports = new Map(
  files.map((file) => [
    file,
    new Set(
      (specifiers.get(file) ?? [])
        .flatMap((specifier) => resolve(file, specifier) ?? [])
        .filter((target) => isSource.has(target)),
    ),
  ]),
);

/** Groups of files that all reach each other (Tarjan's strongly connected components). */
function knots(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const target of imports.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const knot: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      knot.push(member);
    } while (member !== file);
    if (knot.length > 1 || imports.get(file)?.has(file)) found.push(knot.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return found;
}

/** The shortest circle from a knot's first file back to itself, inside the knot. */
function shortestCircle(knot: string[]): string[] {
  const [start] = knot;
  if (start === undefined) return [];
  const inKnot = new Set(knot);
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (const file of queue) {
    for (const target of imports.get(file) ?? []) {
      if (target === start) {
        const circle = [file];
        for (let step = cameFrom.get(file); step !== undefined; step = cameFrom.get(step)) circle.unshift(step);
        return [...circle, start];
      }
      if (inKnot.has(target) && !cameFrom.has(target) && target !== start) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [];
}

const relative = (file: string) => path.relative(packagesDir, file);

describe('imports between source files', () => {
  it('finds the sources and their imports', () => {
    expect(files.length).toBeGreaterThan(1000);
    expect([...imports.values()].reduce((sum, targets) => sum + targets.size, 0)).toBeGreaterThan(2000);
  });

  it('resolve every relative and workspace specifier to a file', () => {
    const unresolved = [...specifiers].flatMap(([file, list]) =>
      list.filter((specifier) => !resolve(file, specifier)).map((specifier) => `${relative(file)}: ${specifier}`),
    );
    expect(unresolved).toEqual([]);
  });

  it('form no circle', () => {
    const circles = knots().map((knot) => {
      const circle = shortestCircle(knot);
      const named = circle.map(relative).join(' → ');
      return circle.length - 1 < knot.length ? `${named} (one of the circles among ${knot.length} files)` : named;
    });
    expect(circles).toEqual([]);
  });
});
