// The demo build's mock service (msw and its routes): what main.tsx imports beside the
// sign-in page, beyond what the sign-in page loads anyway; and what its first call loads.
import { filesOf, sizer, total } from './chunkSizes.mjs';
import { figureLine, heading, kib } from './report.mjs';

export const BUDGET_MOCK_GZIP_KB = 70;

export function measureMockChunk(analysis, demoDir) {
  const graph = analysis.readBuild(demoDir);
  const { manifest, modulesOf } = graph;
  const first = analysis.firstLoad(graph, analysis.startUpSources(true));
  const keys = [...analysis.staticClosure(manifest, [analysis.SOURCES.mockService])].filter(
    (key) => !first.signIn.has(key),
  );
  const size = sizer(demoDir);
  const { js } = filesOf(manifest, keys);
  const sum = total(size, js);
  const hasTldts = js.some((file) => (modulesOf.get(file) ?? []).some((id) => id.includes('/node_modules/tldts')));
  // What the first call then loads: the answers, the store and the seed (not in the budget,
  // which is about what the page must run before the mock service starts).
  const started = new Set([...first.signIn, ...keys]);
  const answerKeys = [...analysis.staticClosure(manifest, analysis.SOURCES.mockAnswers)].filter(
    (key) => !started.has(key),
  );
  const answers = total(size, filesOf(manifest, answerKeys).js);
  return {
    files: js,
    gzipKb: kib(sum.gzip),
    brotliKb: kib(sum.brotli),
    firstCallGzipKb: kib(answers.gzip),
    packages: analysis.packagesIn({ manifest, modulesOf }, keys),
    hasPublicSuffixList: hasTldts,
  };
}

export function printMockChunk(mock) {
  heading('Demo: Mock-Dienst (msw + Routen; Antworten, Store und Seed mit dem ersten Aufruf)');
  console.log(
    figureLine('Mock-Chunk gzip', mock.gzipKb, 'kB', {
      budget: { max: BUDGET_MOCK_GZIP_KB },
      extra: `(brotli ${mock.brotliKb.toFixed(1)} kB; ${mock.files.length} Datei(en))`,
    }),
  );
  console.log(
    `  Pakete darin: ${mock.packages.join(', ')}; Public-Suffix-Liste (tldts): ${mock.hasPublicSuffixList ? 'ja' : 'nein'}`,
  );
  console.log(
    figureLine('Dazu mit dem ersten Aufruf (Antworten, Store, Seed)', mock.firstCallGzipKb, 'kB', {
      extra: '(im Leerlauf der Anmeldeseite vorab geladen)',
    }),
  );
}
