import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';

/** What gives msw away: its service worker file, its log prefix, its name in the worker's header. */
const MSW_SIGNATURES = ['mockServiceWorker', '[MSW]', 'Mock Service Worker', 'mswjs'];
/**
 * Words only the seeded demo dataset has: a beetle species, the demo domain, a map name. The
 * demo carries them in its database snapshot (a gzipped tar of PGDATA, read unpacked here).
 */
const SEED_SIGNATURES = ['Buchdrucker', 'waldmonitor.example', 'Forstkarte'];

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Every `file: signature` found in the build, by file name or content. */
async function findSignatures(dir: string, signatures: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const file of await filesUnder(dir)) {
    const name = relative(dir, file);
    const bytes = await readFile(file);
    const text = (name.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('latin1');
    for (const signature of signatures) {
      if (name.includes(signature) || text.includes(signature)) found.push(`${name}: ${signature}`);
    }
  }
  return found.sort();
}

describe('the production build (VITE_WITH_DEMO=false)', () => {
  const prodDir = inject('prodDir');
  const demoDir = inject('demoDir');

  it('the scan finds msw and the seed in the demo build (it would see them)', async () => {
    const found = await findSignatures(demoDir, [...MSW_SIGNATURES, ...SEED_SIGNATURES]);
    expect(found).toEqual(expect.arrayContaining(['mockServiceWorker.js: mockServiceWorker']));
    for (const signature of SEED_SIGNATURES) expect(found.some((hit) => hit.endsWith(`: ${signature}`))).toBe(true);
  });

  it('contains no msw', async () => {
    expect(await findSignatures(prodDir, MSW_SIGNATURES)).toEqual([]);
  });

  it('contains no seed data', async () => {
    expect(await findSignatures(prodDir, SEED_SIGNATURES)).toEqual([]);
  });
});
