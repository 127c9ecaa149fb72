// Heavy libraries load only on the routes that use them, never with the first load
// (sign-in + dashboard). The analysis is the one `npm run bench` prints its figures from.
import { describe, expect, inject, it } from 'vitest';
import {
  LAZY_LIBRARIES,
  SOURCES,
  chunkKeyOf,
  firstLoad,
  fullClosure,
  isLazyLibrary,
  lazyLibrariesIn,
  packageOf,
  packagesIn,
  readBuild,
  startUpSources,
  staticClosure,
} from '../../../../scripts/bench/firstLoadAnalysis';

describe.each([
  ['production', () => inject('prodDir'), false],
  ['demo', () => inject('demoDir'), true],
])('the %s build', (_name, dir, withDemo) => {
  const analysed = () => {
    const graph = readBuild(dir());
    return { graph, first: firstLoad(graph, startUpSources(withDemo)) };
  };

  it("loads the dashboard page and each role's dashboard lazily; sign-in + dashboard is more than sign-in", () => {
    const { graph, first } = analysed();
    // The signed-in shell is lazy (shared with the template part, so keyed by its file), the
    // dashboard page with it.
    const shell = chunkKeyOf(graph, SOURCES.shellLayout) ?? 'no chunk holds the shell';
    expect(chunkKeyOf(graph, SOURCES.dashboard)).toBe(shell);
    expect(first.signInAndDashboard.has(shell)).toBe(true);
    expect(first.signIn.has(shell)).toBe(false);
    for (const source of Object.values(SOURCES.roleDashboards)) {
      expect(graph.manifest[source]?.isDynamicEntry).toBe(true);
      expect(first.signInAndDashboard.has(source)).toBe(true);
      expect(first.signIn.has(source)).toBe(false);
    }
    // Each role counts its own dashboard, not the other's.
    const [admin, others] = first.byRole;
    expect(admin?.keys.has(SOURCES.roleDashboards.Verwaltung)).toBe(true);
    expect(admin?.keys.has(SOURCES.roleDashboards['Bürger und neue Nutzer'])).toBe(false);
    expect(others?.keys.has(SOURCES.roleDashboards.Verwaltung)).toBe(false);
    // react-dom is in the first load: the module report is read, not an empty list.
    expect(packagesIn(graph, first.signIn)).toContain('react-dom');
  });

  it('keeps the signed-in frame out of what the sign-in page loads lazily (vite.config.ts groups it)', () => {
    const { graph, first } = analysed();
    const shell = chunkKeyOf(graph, SOURCES.shellLayout) ?? 'no chunk holds the shell';
    // "Sitzung abgelaufen" shows over a signed-in page only, whose frame is there already.
    const signedIn = (key: string) =>
      key === shell ||
      key.startsWith('src/pages/') ||
      key.startsWith('src/template/') ||
      key === 'src/shell/SessionEndedQuestion.tsx';
    // A message, the demo's sign-in list, the phone landing page, the start-up error screen.
    const beforeSignIn = [...first.signIn]
      .flatMap((key) => graph.manifest[key]?.dynamicImports ?? [])
      .filter((key) => !signedIn(key));
    expect(beforeSignIn).toContain('src/shell/LandingRoute.tsx');
    expect(beforeSignIn.filter((key) => staticClosure(graph.manifest, [key]).has(shell))).toEqual([]);
  });

  it('keeps every library of the lazy list out of sign-in + dashboard', () => {
    const { graph, first } = analysed();
    expect(lazyLibrariesIn(graph, first.signInAndDashboard)).toEqual([]);
  });

  it('still bundles leaflet, proj4 and echarts in chunks the app can load (the check would see them)', () => {
    const { graph } = analysed();
    const reachable = packagesIn(graph, fullClosure(graph.manifest, Object.keys(graph.manifest)));
    expect(reachable).toEqual(expect.arrayContaining(['leaflet', 'proj4', 'echarts', 'zrender']));
  });

  it("bundles neither the public-suffix list nor tough-cookie (msw's cookie store is our own)", () => {
    const { graph } = analysed();
    const bundled = packagesIn(graph, Object.keys(graph.manifest));
    expect(bundled).not.toContain('tldts');
    expect(bundled).not.toContain('tough-cookie');
    if (withDemo) expect(bundled).toContain('msw');
  });
});

describe('the lazy-library check', () => {
  it('names the package of a module id, scoped or not', () => {
    expect(packageOf('/r/node_modules/leaflet/dist/leaflet-src.js')).toBe('leaflet');
    expect(packageOf('/r/node_modules/@codemirror/view/dist/index.js')).toBe('@codemirror/view');
    expect(packageOf('/r/node_modules/a/node_modules/jszip/lib/index.js')).toBe('jszip');
    expect(packageOf('/r/packages/ui/src/index.ts')).toBeNull();
  });

  it.each([...LAZY_LIBRARIES, '@codemirror/state'])('counts %s as a lazy library', (pkg) => {
    expect(isLazyLibrary(pkg)).toBe(true);
  });

  it.each(['react', 'react-router', 'echartsx'])('does not count %s', (pkg) => {
    expect(isLazyLibrary(pkg)).toBe(false);
  });

  it('finds a lazy library in a first-load chunk', () => {
    const graph = {
      manifest: {
        'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'] },
        '_vendor.js': { file: 'assets/vendor.js' },
        [SOURCES.dashboard]: { file: 'assets/dash.js', isDynamicEntry: true, imports: ['_map.js'] },
        '_map.js': { file: 'assets/map.js' },
      },
      modulesOf: new Map([
        ['assets/index.js', ['/r/packages/app/src/main.tsx']],
        ['assets/vendor.js', ['/r/node_modules/react/index.js']],
        ['assets/dash.js', ['/r/packages/app/src/pages/dashboard/DashboardPage.tsx']],
        ['assets/map.js', ['/r/node_modules/leaflet/dist/leaflet-src.js']],
      ]),
    };
    const first = firstLoad(graph, []);
    expect(lazyLibrariesIn(graph, first.signIn)).toEqual([]);
    expect(lazyLibrariesIn(graph, first.signInAndDashboard)).toEqual([
      'assets/map.js: node_modules/leaflet/dist/leaflet-src.js',
    ]);
  });
});
