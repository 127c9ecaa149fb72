// The demo build's mock service (msw, handlers, seed): what main.tsx imports beside the
// sign-in page, beyond what the sign-in page loads anyway.
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
  return {
    files: js,
    gzipKb: kib(sum.gzip),
    brotliKb: kib(sum.brotli),
    packages: analysis.packagesIn({ manifest, modulesOf }, keys),
    hasPublicSuffixList: hasTldts,
  };
}

export function printMockChunk(mock) {
  heading('Demo: Mock-Dienst (msw + Handler + Seed)');
  console.log(
    figureLine('Mock-Chunk gzip', mock.gzipKb, 'kB', {
      budget: { max: BUDGET_MOCK_GZIP_KB },
      extra: `(brotli ${mock.brotliKb.toFixed(1)} kB; ${mock.files.length} Datei(en))`,
    }),
  );
  console.log(
    `  Pakete darin: ${mock.packages.join(', ')}; Public-Suffix-Liste (tldts): ${mock.hasPublicSuffixList ? 'ja' : 'nein'}`,
  );
}
