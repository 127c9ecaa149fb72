import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments point only inside the clone (architecture §6): a requirement is cited as
 * `requirements §N`, a design rule as `architecture §N`, and each N is a section of the
 * page it names. Issue numbers and paths beside the clone do not resolve for a reader.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SOURCE = /\.(ts|tsx|mjs|js|sql)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'public', 'storybook-static']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return SKIP_DIRS.has(name) ? [] : sourceFiles(full);
    return SOURCE.test(name) ? [full] : [];
  });
}

const files = [
  ...readdirSync(path.join(repoRoot, 'packages')).flatMap((name) => sourceFiles(path.join(repoRoot, 'packages', name))),
  ...sourceFiles(path.join(repoRoot, 'scripts')),
  path.join(repoRoot, 'vite.config.ts'),
];

/** `file:line: text` of every line that matches. */
function linesMatching(pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) ? [`${path.relative(repoRoot, file)}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

/** The `## N.` section numbers of a page in docs/. */
function sectionNumbers(page: string): Set<string> {
  const text = readFileSync(path.join(repoRoot, 'docs', page), 'utf8');
  return new Set([...text.matchAll(/^## (\d+)\./gm)].map((match) => match[1] ?? ''));
}

describe('references in code', () => {
  it('finds the sources it checks', () => {
    expect(files.length).toBeGreaterThan(500);
  });

  it('cite no issue numbers', () => {
    expect(linesMatching(/\bissue \d/i)).toEqual([]);
  });

  it('cite the requirements, not the specification beside the clone', () => {
    expect(linesMatching(/\bspec §|DESIGN(\.md)? §|\.\.\/shared\/(spec|DESIGN|STYLE|TOOLCHAIN)/)).toEqual([]);
  });

  it.each([
    ['requirements', 'requirements.md', 9],
    ['architecture', 'architecture.md', 7],
  ])('cite only sections that %s has', (word, page, count) => {
    const sections = sectionNumbers(page);
    expect(sections.size).toBe(count);
    const cited = linesMatching(new RegExp(`\\b${word} §`)).flatMap((line) =>
      [
        ...line.slice(line.indexOf(': ')).matchAll(new RegExp(`${word} (§\\d+(?:(?:–|/§|, §| and §)\\d+)*)`, 'g')),
      ].flatMap((match) => [...(match[1] ?? '').matchAll(/\d+/g)].map((n) => ({ line, section: n[0] }))),
    );
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter(({ section }) => !sections.has(section)).map(({ line }) => line)).toEqual([]);
  });
});
