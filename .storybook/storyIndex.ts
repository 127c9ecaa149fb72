import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadCsf } from 'storybook/internal/csf-tools';

/** One story file as the sidebar lists it: its title and its stories' names and tags. */
export interface IndexedFile {
  path: string;
  title: string;
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
