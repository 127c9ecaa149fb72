import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

/** The Markdown pages a reader opens: docs/, the READMEs and the harness notes. */
const pages = [
  'README.md',
  'deploy/README.md',
  ...readdirSync(path.join(repoRoot, 'docs')).map((name) => `docs/${name}`),
  ...readdirSync(path.join(repoRoot, 'packages')).flatMap((name) =>
    markdownFiles(path.join(repoRoot, 'packages', name)).map((file) => path.relative(repoRoot, file)),
  ),
].filter((file) => file.endsWith('.md'));

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return SKIP_DIRS.has(name) ? [] : markdownFiles(full);
    return name.endsWith('.md') ? [full] : [];
  });
}

/**
 * The comment part of a source line: a line that opens or continues a comment (`//`, `/*`, `*`,
 * `{/*`, SQL's `--`) whole, else what follows a `//` or `--` after a space. Strings that hold a
 * path (a test's fixture, a command's argument) are code, not a claim a reader checks.
 */
function commentOf(line: string): string {
  const trimmed = line.trim();
  if (/^(\/\/|\/\*|\*|\{\/\*|--)/.test(trimmed)) return trimmed;
  const trailing = /\s(\/\/|--)\s(.*)$/.exec(line);
  return trailing ? (trailing[2] ?? '') : '';
}

/**
 * A released migration is never edited (packages/dataservice/README.md "Schema as code"): its
 * comments are a record of the release that ran it, so they stay as written.
 */
const RELEASED_MIGRATION = /^packages\/dataservice\/migrations\//;

/** `file:line: text` for the prose of every page and the comments of every source file. */
const prose = [
  ...pages.flatMap((file) =>
    readFileSync(path.join(repoRoot, file), 'utf8')
      .split('\n')
      .map((text, index) => ({ file, line: index + 1, text })),
  ),
  ...files.flatMap((full) =>
    readFileSync(full, 'utf8')
      .split('\n')
      .map((text, index) => ({ file: path.relative(repoRoot, full), line: index + 1, text: commentOf(text) }))
      .filter(({ file, text }) => text !== '' && !RELEASED_MIGRATION.test(file)),
  ),
];

/**
 * A repository path: a token that starts at one of the clone's top folders, outside a URL or a
 * package name. It is checked up to its first segment with a pattern in it (`*`, `{a,b}`,
 * `<Name>`, `$VAR`), so `packages/ui/src/<group>/` checks `packages/ui/src`. Shorter paths
 * relative to a package named beside them (`src/server`, `model/billing/totals.ts`) are outside
 * the rule; a Markdown link's target is checked from the page's folder.
 */
const REPO_PATH =
  /(?<![\w./@:-])(?:packages|docs|scripts|deploy|\.ci|\.storybook|patches|bench-results)\/[\w.+@$*{},<>-]*(?:\/[\w.+@$*{},<>-]+)*/g;
const LINK = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g;

/** What a script or an operator writes into the clone (ignored by git or kept out of the images). */
const written = ['.gitignore', '.dockerignore'].flatMap((name) =>
  readFileSync(path.join(repoRoot, name), 'utf8')
    .split('\n')
    .filter((entry) => entry.includes('/') && !entry.startsWith('#') && !entry.startsWith('**'))
    .map((entry) => new RegExp(`^${entry.replace(/\/$/, '').replace(/\./g, '\\.').replace(/\*/g, '[^/]*')}(/|$)`)),
);

function exists(relative: string): boolean {
  return existsSync(path.join(repoRoot, relative)) || written.some((pattern) => pattern.test(relative));
}

/** The path up to its first segment that is a pattern, without a sentence's closing dot. */
function literalPart(token: string): string {
  const segments = token.replace(/[.,]+$/, '').split('/');
  const firstPattern = segments.findIndex((segment) => /[*{}<>$,]/.test(segment));
  return (firstPattern === -1 ? segments : segments.slice(0, firstPattern)).join('/');
}

describe('paths in docs and comments', () => {
  it('finds the pages and comments it checks', () => {
    expect(pages).toEqual(expect.arrayContaining(['docs/architecture.md', 'packages/dataservice/README.md']));
    expect(prose.length).toBeGreaterThan(10000);
  });

  it('name only paths that exist in the clone', () => {
    const missing = prose.flatMap(({ file, line, text }) =>
      [
        ...[...text.matchAll(REPO_PATH)].map((match) => literalPart(match[0])).filter((token) => !exists(token)),
        ...(file.endsWith('.md')
          ? [...text.matchAll(LINK)]
              .map((match) => match[1] ?? '')
              .filter((target) => !/^[a-z]+:/.test(target))
              .filter((target) => !exists(path.join(path.dirname(file), target)))
          : []),
      ].map((token) => `${file}:${line}: ${token}`),
    );
    expect(missing).toEqual([]);
  });
});

/**
 * "Mock" about the data service: the one implementation of its rules is the SQL, hosted by PGlite
 * in the demo, stories and tests, so no page or comment compares it with a mock ("as the mock
 * does", "the mock's answer", "the mock service", "mock and SQL"). The msw parts keep the word
 * where it is theirs: the template part's mock API, the mock IIIF service, the mock service
 * worker, the mocks' handlers and fault switch, `vi.mock`, and the configuration value
 * `dataService.type: "mock"`. A line about the template part (vue-element-admin's mock) is theirs
 * too. In the demo, msw is "msw" or "the mock service worker", never "the mock service": that
 * name would be the data service's.
 */
const MOCK_OF_DATA =
  /\b(?:the|a|demo's|its)\s+mock(?:'s)?(?!\s+(?:API|IIIF|service worker|handlers?|sign-in|login|token|account))\b|\bmock service\b(?!\s+worker)|\bmock and (?:the )?SQL\b|\bSQL and (?:the )?mock\b/i;

describe('docs and comments about the data service', () => {
  it('compare its SQL with no mock', () => {
    expect(
      prose
        .filter(({ file }) => file !== path.relative(repoRoot, fileURLToPath(import.meta.url)))
        .filter(({ text }) => MOCK_OF_DATA.test(text) && !/template|vue-element-admin/i.test(text))
        .map(({ file, line, text }) => `${file}:${line}: ${text.trim()}`),
    ).toEqual([]);
  });
});
