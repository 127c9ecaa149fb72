// Everything the production build loads only later: each lazy chunk with the npm packages in
// it, and per route group what opening the group loads beyond the first load.
import { filesOf, total } from './chunkSizes.mjs';
import { figureLine, heading, kib } from './report.mjs';

/** `measured` is what measureFirstLoad returned. */
export function measureLazy(analysis, { graph, first, size }) {
  const manifest = graph.manifest;
  const lazy = Object.keys(manifest)
    .filter((key) => manifest[key].file.endsWith('.js') && !first.signInAndDashboard.has(key))
    .map((key) => ({
      source: manifest[key].isDynamicEntry ? key : '(geteilter Chunk)',
      file: manifest[key].file,
      gzipKb: kib(size(manifest[key].file).gzip),
      packages: analysis.packagesIn(graph, [key]),
    }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
  const groups = analysis.routeGroups(manifest, first.signInAndDashboard).map((group) => {
    const jsGzip = (keys) => kib(total(size, filesOf(manifest, keys).js).gzip);
    return {
      name: group.name,
      hasPages: group.entries.length > 0,
      onOpenGzipKb: jsGzip(group.onOpen),
      onDemandGzipKb: jsGzip(group.onDemand),
      packages: analysis.packagesIn(graph, [...group.onOpen, ...group.onDemand]),
    };
  });
  return { lazy, groups };
}

export function printLazy({ lazy, groups }) {
  heading('Je Routengruppe: JavaScript über die erste Ladung (Anmeldeseite + Dashboard) hinaus, gzip');
  for (const group of groups) {
    if (!group.hasPages) {
      console.log(`  ${group.name.padEnd(50)}         – (noch keine Seiten in diesem Build)`);
      continue;
    }
    console.log(
      figureLine(group.name, group.onOpenGzipKb, 'kB', {
        extra: `alle Seiten der Gruppe, danach bei Bedarf +${group.onDemandGzipKb.toFixed(1)} kB; ${group.packages.join(', ') || 'nur eigener Code'}`,
      }),
    );
  }
  heading('Lazy Chunks (Produktion; gzip kB, Quelle, npm-Pakete darin)');
  for (const chunk of lazy) {
    const libs = chunk.packages.length ? chunk.packages.join(', ') : 'nur eigener Code';
    console.log(`  ${chunk.gzipKb.toFixed(1).padStart(6)}  ${chunk.file.padEnd(44)} ${chunk.source}: ${libs}`);
  }
}
