import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export interface BuildOptions {
  outDir: string;
  /** `false` is the production build of `npm run build`: no msw, no seed dataset. */
  withDemo: boolean;
}

/** The file beside index.html that lists every chunk of a test build with the modules in it. */
export const CHUNK_REPORT = 'chunk-report.json';

export interface ChunkReportEntry {
  fileName: string;
  isEntry: boolean;
  /** Chunks loaded with this one (static imports). */
  imports: string[];
  /** Source modules bundled into the chunk (absolute ids, node_modules paths included). */
  moduleIds: string[];
}

/** Writes CHUNK_REPORT: what the first-load test reads to find heavy libraries in the wrong chunk. */
function chunkReport(): Plugin {
  return {
    name: 'waldmonitor:chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkReportEntry[] = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                isEntry: output.isEntry,
                imports: output.imports,
                moduleIds: Object.keys(output.modules),
              },
            ]
          : [],
      );
      this.emitFile({ type: 'asset', fileName: CHUNK_REPORT, source: JSON.stringify(chunks) });
    },
  };
}

/**
 * Builds the app with the root vite.config.ts, as `npm run build:demo` and `npm run build`
 * do, into a folder of the test's own so the helpers' `dist/` stays untouched.
 */
export async function buildApp({ outDir, withDemo }: BuildOptions): Promise<void> {
  const previous = process.env.VITE_WITH_DEMO;
  const previousNodeEnv = process.env.NODE_ENV;
  // Vite reads VITE_* variables from the environment when it resolves the config.
  if (withDemo) delete process.env.VITE_WITH_DEMO;
  else process.env.VITE_WITH_DEMO = 'false';
  // Vitest sets NODE_ENV=test, and Vite builds React's development bundle for any value
  // but production: the tests would drive another React than people get.
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: `${repoRoot}vite.config.ts`,
      root: `${repoRoot}packages/app`,
      // The chunk-size advice is the app's business, not the tests' output.
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
      plugins: [chunkReport()],
    });
  } finally {
    if (previous === undefined) delete process.env.VITE_WITH_DEMO;
    else process.env.VITE_WITH_DEMO = previous;
    if (previousNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previousNodeEnv;
  }
}
