// Everything the production build loads only later: each lazy chunk with the npm packages in
// it, per route group what opening the group loads beyond the first load, and that the letter's
// PDF and the e-invoice writer are in no chunk of the first load.
import { filesOf, total } from './chunkSizes.mjs';
import { figureLine, heading, kib } from './report.mjs';

/**
 * The code of the letter's PDF and of the e-invoice writer (our folders, pdf-lib, fontkit,
 * @e-invoice-eu/core): its chunks load on the first file asked for, never with the first load.
 */
const PDF_MODULE =
  /[\\/](packages[\\/]ui[\\/]src[\\/]model[\\/]billing[\\/](letterPdf|eInvoiceFormats)|node_modules[\\/](@cantoo[\\/](pdf-lib|fontkit)|@e-invoice-eu[\\/]core))[\\/]/;

/** The chunk files of these keys that hold PDF code, with the first such module of each. */
function pdfChunksOf(graph, keys) {
  return [...keys].flatMap((key) => {
    const file = graph.manifest[key].file;
    const module = (graph.modulesOf.get(file) ?? []).find((id) => PDF_MODULE.test(id));
    if (!module) return [];
    const from = Math.max(module.lastIndexOf('/node_modules/'), module.lastIndexOf('/packages/')) + 1;
    return [{ file, module: module.slice(from) }];
  });
}

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
  const pdf = {
    inFirstLoad: pdfChunksOf(graph, first.signInAndDashboard),
    onDemand: pdfChunksOf(
      graph,
      Object.keys(manifest).filter((key) => !first.signInAndDashboard.has(key)),
    ).map((chunk) => chunk.file),
  };
  return { lazy, groups, pdf };
}

export function printLazy({ lazy, groups, pdf }) {
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
  const pdfFirst = pdf.inFirstLoad.map((chunk) => `${chunk.file} (${chunk.module})`).join('; ') || 'keiner';
  // Neither list filled: the build had no chunk report, so the check saw nothing.
  const pdfLater = pdf.onDemand.join(', ') || (pdf.inFirstLoad.length ? 'keiner' : 'nicht gefunden');
  console.log(`  PDF und E-Rechnung: Chunks in der ersten Ladung: ${pdfFirst}; erst bei Bedarf: ${pdfLater}`);
  heading('Lazy Chunks (Produktion; gzip kB, Quelle, npm-Pakete darin)');
  for (const chunk of lazy) {
    const libs = chunk.packages.length ? chunk.packages.join(', ') : 'nur eigener Code';
    console.log(`  ${chunk.gzipKb.toFixed(1).padStart(6)}  ${chunk.file.padEnd(44)} ${chunk.source}: ${libs}`);
  }
}
