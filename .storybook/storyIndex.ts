import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { babelParse, loadCsf } from 'storybook/internal/csf-tools';

/** A literal of a meta parameter as written: text, or a list of texts. */
type Literal = string | string[];

/** One story file as the sidebar lists it: its title and its stories' names and tags. */
export interface IndexedFile {
  path: string;
  title: string;
  /** The meta's `parameters.leitfaden` (.storybook/docs/Guidance.tsx), its texts as written. */
  guidance?: Record<string, Literal>;
  stories: { exportName: string; name: string; tags: string[]; source: string }[];
}

const STORY_ROOTS = ['packages/ui/src', 'packages/app/src'];

/**
 * The story files' titles and story names, read the way Storybook's indexer reads them
 * (its CSF parser), for tests about the sidebar: search words, one entry per screen.
 * Node only (reads the files).
 */
export function readStoryFiles(root: string): IndexedFile[] {
  const files: IndexedFile[] = [];
  for (const dir of STORY_ROOTS) {
    const entries = readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' });
    for (const entry of entries.filter((name) => name.endsWith('.stories.tsx')).sort()) {
      const path = join(root, dir, entry);
      const code = readFileSync(path, 'utf8');
      const csf = loadCsf(code, { fileName: path, makeTitle: (title?: string) => title ?? '' }).parse();
      files.push({
        path: relative(root, path),
        title: csf.meta.title ?? '',
        guidance: literalObject(
          imported(property(csf._metaAnnotations.parameters, 'leitfaden'), csf._ast.program.body as Node[], path),
        ),
        stories: Object.entries(csf._stories).map(([exportName, story]) => ({
          exportName,
          name: story.name ?? exportName,
          tags: story.tags ?? [],
          source: code.slice(csf._storyStatements[exportName]?.start ?? 0, csf._storyStatements[exportName]?.end ?? 0),
        })),
      });
    }
  }
  return files;
}

type Node = { type: string; [key: string]: unknown };

/** The value of property `name` of an object literal, when it is written out there. */
function property(node: unknown, name: string): Node | undefined {
  const object = node as Node | undefined;
  if (object?.type !== 'ObjectExpression') return undefined;
  for (const entry of object.properties as Node[]) {
    const key = entry.key as Node | undefined;
    if (entry.type === 'ObjectProperty' && key?.type === 'Identifier' && key.name === name) return entry.value as Node;
  }
  return undefined;
}

/**
 * A value as written: `node` itself, or, when it names a binding imported from a sibling module
 * (`import { leitfaden } from './DocumentEditor.guidance'`), that module's exported literal.
 */
function imported(node: Node | undefined, body: Node[], fromFile: string): Node | undefined {
  if (node?.type !== 'Identifier') return node;
  for (const statement of body) {
    if (statement.type !== 'ImportDeclaration') continue;
    const source = (statement.source as Node).value as string;
    const specifier = (statement.specifiers as Node[]).find((item) => (item.local as Node).name === node.name);
    if (!specifier || !source.startsWith('.')) continue;
    const name = ((specifier.imported as Node | undefined)?.name as string | undefined) ?? node.name;
    const module = babelParse(readFileSync(join(dirname(fromFile), `${source}.ts`), 'utf8')) as unknown as {
      program: { body: Node[] };
    };
    for (const exported of module.program.body) {
      const declaration = exported.declaration as Node | undefined;
      if (exported.type !== 'ExportNamedDeclaration' || declaration?.type !== 'VariableDeclaration') continue;
      for (const declarator of declaration.declarations as Node[]) {
        if ((declarator.id as Node).name === name) return declarator.init as Node;
      }
    }
  }
  return undefined;
}

/** An object literal of texts and lists of texts, as written; undefined when it is not one. */
function literalObject(node: Node | undefined): Record<string, Literal> | undefined {
  if (node?.type !== 'ObjectExpression') return undefined;
  const text = (value: Node) => (value.type === 'StringLiteral' ? (value.value as string) : undefined);
  const result: Record<string, Literal> = {};
  for (const entry of node.properties as Node[]) {
    const key = entry.key as Node | undefined;
    const value = entry.value as Node | undefined;
    if (entry.type !== 'ObjectProperty' || key?.type !== 'Identifier' || !value) continue;
    const literal =
      value.type === 'ArrayExpression'
        ? (value.elements as Node[]).map(text).filter((item): item is string => item !== undefined)
        : text(value);
    if (literal !== undefined) result[key.name as string] = literal;
  }
  return result;
}
