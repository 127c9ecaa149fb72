// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStoryFiles } from '../../../../.storybook/storyIndex';

/**
 * A docs page opens with the component's description, which Storybook takes from the JSDoc
 * right above the component's declaration (react-docgen-typescript). A component without one
 * shows a designer a bare props table: every file's `component` must say what it is for.
 */
const root = process.cwd();

/** The file that declares `name`, following relative imports and `export { … } from` re-exports. */
function declaringFile(fromFile: string, name: string, depth = 0): { file: string; code: string } | null {
  const code = readFileSync(fromFile, 'utf8');
  if (new RegExp(`(?:^|\\n)(?:export\\s+)?(?:const|function)\\s+${name}\\b`).test(code))
    return { file: fromFile, code };
  if (depth > 3) return null;
  const imports = code.matchAll(/(?:import|export)\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"](\.[^'"]+)['"]/g);
  for (const [, names = '', source = ''] of imports) {
    const listed = names.split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    );
    if (!listed.includes(name)) continue;
    const base = join(dirname(fromFile), source);
    const candidate = [`${base}.tsx`, `${base}.ts`, join(base, 'index.ts'), join(base, 'index.tsx')].find(existsSync);
    return candidate ? declaringFile(candidate, name, depth + 1) : null;
  }
  return null;
}

const documented = (code: string, name: string) =>
  new RegExp(`\\*/\\s*\\n(?:export\\s+)?(?:const|function)\\s+${name}\\b`).test(code);

const components = readStoryFiles(root).flatMap((file) => {
  const code = readFileSync(join(root, file.path), 'utf8');
  const name = /\bcomponent:\s*([A-Za-z0-9_]+)/.exec(code)?.[1];
  return name ? [{ story: file.path, name }] : [];
});

describe('component descriptions on the docs pages', () => {
  it('finds the components of the story files', () => {
    expect(components.length).toBeGreaterThan(150);
  });

  it.each(components)('$name ($story) has a description', ({ story, name }) => {
    const found = declaringFile(join(root, story), name);
    expect(found, `${name} not found from ${story}`).not.toBeNull();
    const { file, code } = found as { file: string; code: string };
    expect(documented(code, name), `${relative(root, file)}: JSDoc above ${name}`).toBe(true);
  });
});
