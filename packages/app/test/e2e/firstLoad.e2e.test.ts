// issue 17: heavy libraries load only on the routes that use them, never with the first load.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { CHUNK_REPORT, type ChunkReportEntry } from './buildApp';

/** The libraries that must stay in lazily loaded chunks (DESIGN.md §5 and issue 17). */
const LAZY_LIBRARIES = [
  'leaflet',
  'echarts',
  'zrender',
  'tinymce',
  'exceljs',
  'jszip',
  'codemirror',
  '@codemirror',
  'proj4',
  'ml-matrix',
];

function report(dir: string): ChunkReportEntry[] {
  return JSON.parse(readFileSync(join(dir, CHUNK_REPORT), 'utf8')) as ChunkReportEntry[];
}

/** The entry chunks and everything they import statically: what the browser loads first. */
function firstLoad(chunks: readonly ChunkReportEntry[]): ChunkReportEntry[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const queue = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  while (queue.length) {
    const name = queue.shift() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...(byName.get(name)?.imports ?? []));
  }
  return chunks.filter((chunk) => seen.has(chunk.fileName));
}

const libraryIn = (moduleId: string, library: string) => moduleId.includes(`/node_modules/${library}/`);

describe.each([
  ['production', () => inject('prodDir')],
  ['demo', () => inject('demoDir')],
])('the %s build', (_name, dir) => {
  it('lists its chunks', () => {
    expect(report(dir()).some((chunk) => chunk.isEntry)).toBe(true);
  });

  it.each(LAZY_LIBRARIES)('keeps %s out of the first load', (library) => {
    const chunks = report(dir());
    const offending = firstLoad(chunks).flatMap((chunk) =>
      chunk.moduleIds.filter((id) => libraryIn(id, library)).map((id) => `${chunk.fileName}: ${id}`),
    );
    expect(offending).toEqual([]);
  });

  it('still bundles leaflet and proj4 somewhere (the check would see them)', () => {
    const all = report(dir()).flatMap((chunk) => chunk.moduleIds);
    expect(all.some((id) => libraryIn(id, 'leaflet'))).toBe(true);
    expect(all.some((id) => libraryIn(id, 'proj4'))).toBe(true);
  });
});
