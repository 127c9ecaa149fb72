// First load of the production build (no demo): the sign-in page, and sign-in + dashboard
// (the dashboard route's lazy page and a role's own dashboard, with their static imports;
// the larger of the administrators' and the citizens'), JavaScript and CSS in gzip and
// brotli, with the chunks it is made of and the libraries in them; and whether PGlite (the
// demo's PostgreSQL) slipped into the build, which it must never reach.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { filesOf, sizer, total } from './chunkSizes.mjs';
import { figureLine, heading, kib } from './report.mjs';

export const BUDGET_FIRST_LOAD_GZIP_KB = 140;

/**
 * The build's files that are PGlite's or hold it: named after it (its WebAssembly, data file,
 * initdb), or code, manifest and chunk report naming its package.
 */
function pgliteFiles(prodDir) {
  return readdirSync(prodDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(
      (path) =>
        /pglite|initdb/i.test(basename(path)) ||
        (['.js', '.json', '.html'].includes(extname(path)) && readFileSync(path, 'utf8').includes('@electric-sql')),
    )
    .map((path) => path.slice(prodDir.length + 1));
}

/** `analysis` is scripts/bench/firstLoadAnalysis.ts; returns the figures and the first-load keys. */
export function measureFirstLoad(analysis, prodDir) {
  const graph = analysis.readBuild(prodDir);
  const first = analysis.firstLoad(graph, analysis.startUpSources(false));
  const size = sizer(prodDir);
  const part = (keys) => {
    const { js, css } = filesOf(graph.manifest, keys);
    const jsSize = total(size, js);
    const cssSize = total(size, css);
    return {
      jsGzipKb: kib(jsSize.gzip),
      jsBrotliKb: kib(jsSize.brotli),
      cssGzipKb: kib(cssSize.gzip),
      cssBrotliKb: kib(cssSize.brotli),
      jsFiles: js,
      cssFiles: css,
    };
  };
  const roles = first.byRole.map(({ role, keys }) => ({ role, keys, ...part(keys) }));
  const largest = roles.reduce((a, b) => (b.jsGzipKb > a.jsGzipKb ? b : a));
  const chunks = [...first.signInAndDashboard].map((key) => {
    const file = graph.manifest[key].file;
    return {
      key,
      file,
      gzipKb: kib(size(file).gzip),
      signIn: first.signIn.has(key),
      packages: analysis.packagesIn(graph, [key]),
    };
  });
  return {
    graph,
    first,
    size,
    figures: {
      signIn: part(first.signIn),
      signInAndDashboard: { ...part(largest.keys), role: largest.role },
      roles: roles.map(({ role, jsGzipKb }) => ({ role, jsGzipKb })),
      chunks: chunks.filter((chunk) => chunk.file.endsWith('.js')).sort((a, b) => b.gzipKb - a.gzipKb),
      lazyLibrariesInFirstLoad: analysis.lazyLibrariesIn(graph, first.signInAndDashboard),
      pgliteFiles: pgliteFiles(prodDir),
    },
  };
}

export function printFirstLoad({ signIn, signInAndDashboard, roles, chunks, lazyLibrariesInFirstLoad, pgliteFiles }) {
  heading('Erste Ladung (Produktions-Build ohne Demo; kB = 1024 Byte)');
  console.log('  Anmeldeseite: Einstieg, seine statischen Importe und der OIDC-Adapter, den main.tsx vor dem');
  console.log('  ersten Rendern lädt; + Dashboard: dazu die Shell (ShellLayout), die Dashboard-Seite und das');
  console.log('  Dashboard der Rolle, alle lazy, mit ihren statischen Importen; gezählt wird die größere Rolle.');
  const rows = [
    ['Anmeldeseite', signIn, null],
    ['Anmeldeseite + Dashboard', signInAndDashboard, { max: BUDGET_FIRST_LOAD_GZIP_KB }],
  ];
  for (const [label, part, budget] of rows) {
    console.log(figureLine(`${label}: JavaScript gzip`, part.jsGzipKb, 'kB', budget ? { budget } : {}));
    console.log(figureLine(`${label}: JavaScript brotli`, part.jsBrotliKb, 'kB'));
    console.log(
      figureLine(`${label}: CSS gzip / brotli`, part.cssGzipKb, 'kB', { extra: `/ ${part.cssBrotliKb.toFixed(1)} kB` }),
    );
  }
  for (const { role, jsGzipKb } of roles) {
    const mark = role === signInAndDashboard.role ? ' (gezählt)' : '';
    console.log(figureLine(`  mit dem Dashboard ${role}${mark}`, jsGzipKb, 'kB'));
  }
  console.log('  Chunks der ersten Ladung (gzip kB, A = schon auf der Anmeldeseite, D = erst mit dem Dashboard):');
  for (const chunk of chunks) {
    const libs = chunk.packages.length ? chunk.packages.join(', ') : 'nur eigener Code';
    console.log(
      `    ${chunk.gzipKb.toFixed(1).padStart(6)}  ${chunk.signIn ? 'A' : 'D'}  ${chunk.file.padEnd(44)} ${libs}`,
    );
  }
  console.log(
    `  Bibliotheken der Lazy-Liste in der ersten Ladung: ${lazyLibrariesInFirstLoad.length ? lazyLibrariesInFirstLoad.join('; ') : 'keine'}`,
  );
  console.log(`  PGlite im Produktions-Build: ${pgliteFiles.length ? `ja (${pgliteFiles.join(', ')})` : 'nein'}`);
}
