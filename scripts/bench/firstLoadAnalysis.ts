// What a build loads first, per route group and lazily, read from Vite's build
// manifest (the chunk graph) and a chunk report (the modules in each chunk). One module for
// `npm run bench` (loaded through Vite's module runner) and the first-load e2e test, so the
// bench's figures and the test's verdict come from the same analysis.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The file beside index.html that lists every chunk of a build with the modules in it. */
export const CHUNK_REPORT = 'chunk-report.json';
/** Where Vite writes the manifest with `build.manifest: true`. */
export const MANIFEST = '.vite/manifest.json';

/** Libraries that must only ever load with the route that uses them (architecture §6). */
export const LAZY_LIBRARIES = [
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
  '@dnd-kit',
  'marked',
  'react-resizable-panels',
  // The letter's PDF (pdf-lib, fontkit), its GiroCode and the e-invoice writer: only on the
  // first PDF, QR code or e-invoice asked for.
  '@cantoo',
  'qrcode',
  '@e-invoice-eu',
] as const;

/** Manifest keys (source paths relative to packages/app) of what the pages load. */
export const SOURCES = {
  /**
   * pageRoutes.tsx imports it lazily; it picks the role's own dashboard. It sits in the
   * signed-in frame's chunk (vite.config.ts), which every page needs anyway.
   */
  dashboard: 'src/pages/dashboard/DashboardPage.tsx',
  /**
   * The roles' own dashboards, which DashboardPage loads lazily (dashboardByRole.ts): the back
   * office for administrators, the role dashboard for citizens and new users. The experts'
   * review queue is a list page and counts with the lazy chunks, as it always has.
   */
  roleDashboards: {
    Verwaltung: 'src/pages/dashboard/backOffice/BackOfficePage.tsx',
    'Bürger und neue Nutzer': 'src/pages/dashboard/RoleDashboard.tsx',
  },
  /** The signed-in frame (createAppRouter.tsx loads it lazily, the route of every page). */
  shellLayout: 'src/shell/ShellLayout.tsx',
  /** Imported before the first render when identity is OIDC, as in production (main.tsx). */
  oidcIdentity: 'src/identity/keycloakIdentity.ts',
  /** The demo's sign-in list, imported before the first render in demo mode (main.tsx). */
  demoUsers: '../dataservice/src/seed/demoUsers.ts',
  /**
   * The mock service (msw and its routes for the template part and the scans), started once
   * the demo's database answers.
   */
  mockService: '../mocks/src/browser.ts',
  /** The demo's data worker (PGlite and the PostgREST emulation): a bundle of its own, named after its source. */
  dataWorkerFile: /^assets\/dataWorker-[\w-]+\.js$/,
} as const;

/**
 * Route groups: what opening one loads beyond the first load, by the source folders of its
 * pages. The product shell holds the other roles' dashboards (review queue, sightings) too.
 */
export const ROUTE_GROUPS: readonly { name: string; prefixes: readonly string[]; except?: readonly string[] }[] = [
  {
    name: 'Produkt-Shell (Nutzer, Profil, Dashboards)',
    prefixes: ['src/pages/users/', 'src/pages/profile/', 'src/pages/dashboard/'],
    except: ['src/pages/dashboard/backOffice/'],
  },
  { name: 'Verwaltung (/dashboard?bereich=…)', prefixes: ['src/pages/dashboard/backOffice/'] },
  { name: 'GIS (/gis/…)', prefixes: ['src/pages/gis/'] },
  { name: 'Template-Teil (/template/…)', prefixes: ['src/pages/template/', 'src/template/'] },
];

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface ChunkReportEntry {
  fileName: string;
  isEntry: boolean;
  /** Chunks loaded with this one (static imports). */
  imports: string[];
  /** Source modules bundled into the chunk (absolute ids, node_modules paths included). */
  moduleIds: string[];
}

/** Writes CHUNK_REPORT: the modules of every chunk, which the manifest does not list. */
export function chunkReportPlugin(): Plugin {
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

export interface BuildGraph {
  manifest: Manifest;
  /** Modules by chunk file name (`assets/x.js`). */
  modulesOf: Map<string, string[]>;
}

/** Reads the manifest and chunk report of a build made with both (`build.manifest: true`, chunkReportPlugin). */
export function readBuild(dir: string): BuildGraph {
  const manifest = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as Manifest;
  const report = existsSync(join(dir, CHUNK_REPORT))
    ? (JSON.parse(readFileSync(join(dir, CHUNK_REPORT), 'utf8')) as ChunkReportEntry[])
    : [];
  return { manifest, modulesOf: new Map(report.map((chunk) => [chunk.fileName, chunk.moduleIds])) };
}

/** The keys and every chunk they import statically (what the browser fetches with them). */
export function staticClosure(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...keys];
  while (queue.length) {
    const key = queue.pop() as string;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    queue.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/**
 * Static closures of the keys, then of every dynamic import reached, transitively (all a
 * route can load); chunks in `loaded` are neither counted nor followed (already there).
 */
export function fullClosure(
  manifest: Manifest,
  keys: Iterable<string>,
  loaded: ReadonlySet<string> = new Set(),
): Set<string> {
  const seen = new Set<string>();
  const queue = [...keys];
  while (queue.length) {
    const key = queue.pop() as string;
    if (seen.has(key) || loaded.has(key) || !manifest[key]) continue;
    seen.add(key);
    queue.push(...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? []));
  }
  return seen;
}

export const entryKeys = (manifest: Manifest) => Object.keys(manifest).filter((key) => manifest[key]?.isEntry);

export interface FirstLoad {
  /** The sign-in page: the entry, its static imports and what main.tsx awaits before the first render. */
  signIn: Set<string>;
  /**
   * Sign-in plus the signed-in shell, the dashboard route's lazy page and every role's own
   * dashboard, with their static imports: what the lazy-library check holds to.
   */
  signInAndDashboard: Set<string>;
  /** What one role loads first: sign-in, the shell, the dashboard page and the role's own dashboard. */
  byRole: { role: string; keys: Set<string> }[];
}

/**
 * The manifest key of the chunk holding a source (a path relative to packages/app). A
 * source is its chunk's key when it is an entry; a lazily loaded module that another lazy
 * part imports too (the shell, which the template part reuses) lands in a shared chunk
 * keyed by file name, found through the chunk report.
 */
export function chunkKeyOf(graph: BuildGraph, source: string): string | undefined {
  if (graph.manifest[source]) return source;
  const id = `/packages/app/${source}`.replace(/\/app\/\.\.\//, '/');
  const file = [...graph.modulesOf].find(([, modules]) => modules.some((module) => module.endsWith(id)))?.[0];
  return Object.keys(graph.manifest).find((key) => graph.manifest[key]?.file === file);
}

/** The first load of a build; `startUp` are sources imported before the first render. */
export function firstLoad(graph: BuildGraph, startUp: readonly string[]): FirstLoad {
  const { manifest } = graph;
  if (!chunkKeyOf(graph, SOURCES.dashboard))
    throw new Error(`No chunk of this build holds ${SOURCES.dashboard}: the first-load analysis needs updating.`);
  const keys = (sources: readonly string[]) =>
    sources.flatMap((source) => chunkKeyOf(graph, source) ?? []).filter((key) => manifest[key]);
  const signIn = staticClosure(manifest, [...entryKeys(manifest), ...keys(startUp)]);
  const dashboard = staticClosure(manifest, keys([SOURCES.shellLayout, SOURCES.dashboard]));
  const byRole = Object.entries(SOURCES.roleDashboards).map(([role, source]) => ({
    role,
    keys: new Set([...signIn, ...dashboard, ...staticClosure(manifest, keys([source]))]),
  }));
  return {
    signIn,
    signInAndDashboard: new Set([...signIn, ...dashboard, ...byRole.flatMap(({ keys }) => [...keys])]),
    byRole,
  };
}

/** The start-up imports of a build: the demo's user list with the demo, the OIDC adapter without. */
export const startUpSources = (withDemo: boolean) => [withDemo ? SOURCES.demoUsers : SOURCES.oidcIdentity];

/** The npm package a module id comes from (`…/node_modules/@scope/name/…` → `@scope/name`), else null. */
export function packageOf(moduleId: string): string | null {
  const at = moduleId.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const parts = moduleId.slice(at + '/node_modules/'.length).split('/');
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? null);
}

/** Whether a package is a lazy library or belongs to one (`@codemirror/view`, `echarts/core`). */
export const isLazyLibrary = (pkg: string) =>
  LAZY_LIBRARIES.some((library) => pkg === library || pkg.startsWith(`${library}/`));

/** The packages bundled into the chunks of these keys, sorted. */
export function packagesIn(graph: BuildGraph, keys: Iterable<string>): string[] {
  const packages = new Set<string>();
  for (const key of keys) {
    const file = graph.manifest[key]?.file;
    for (const id of (file && graph.modulesOf.get(file)) ?? []) {
      const pkg = packageOf(id);
      if (pkg) packages.add(pkg);
    }
  }
  return [...packages].sort();
}

/** `chunk: module` for every module of a lazy library in the keys' chunks (empty when none). */
export function lazyLibrariesIn(graph: BuildGraph, keys: Iterable<string>): string[] {
  const found: string[] = [];
  for (const key of keys) {
    const file = graph.manifest[key]?.file;
    for (const id of (file && graph.modulesOf.get(file)) ?? []) {
      const pkg = packageOf(id);
      if (pkg && isLazyLibrary(pkg)) found.push(`${file}: ${id.slice(id.lastIndexOf('/node_modules/') + 1)}`);
    }
  }
  return found;
}

/** The lazily loaded entry chunks whose source lies under one of the prefixes. */
export const lazyEntriesUnder = (manifest: Manifest, prefixes: readonly string[], except: readonly string[] = []) =>
  Object.keys(manifest).filter(
    (key) =>
      manifest[key]?.isDynamicEntry &&
      prefixes.some((prefix) => key.startsWith(prefix)) &&
      !except.some((prefix) => key.startsWith(prefix)),
  );

export interface RouteGroupChunks {
  name: string;
  /** Lazy entries found for the group (none: the group has no pages in this build yet). */
  entries: string[];
  /** Loaded when the group opens: its chunks' static closure, without the first load. */
  onOpen: string[];
  /** Loaded later inside the group (its own dynamic imports), without the above. */
  onDemand: string[];
}

/** Per route group, what it loads beyond `first` when opened, and later on demand. */
export function routeGroups(manifest: Manifest, first: ReadonlySet<string>): RouteGroupChunks[] {
  return ROUTE_GROUPS.map(({ name, prefixes, except }) => {
    // A group's entries are its pages' lazy chunks (for the back office, whose page is in the
    // first load with the dashboard, the lazy parts of its sections).
    const own = lazyEntriesUnder(manifest, prefixes, except);
    const onOpenSet = new Set([...staticClosure(manifest, own)].filter((key) => !first.has(key)));
    const onDemand = [...fullClosure(manifest, own, first)].filter((key) => !onOpenSet.has(key));
    return { name, entries: own, onOpen: [...onOpenSet], onDemand };
  });
}
