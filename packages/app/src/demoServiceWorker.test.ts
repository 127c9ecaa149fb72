// @vitest-environment node
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { isOwnCode } from '@waldmonitor/mocks';
import { describe, expect, it } from 'vitest';

const SOURCE = readFileSync(new URL('../public/demoServiceWorker.js', import.meta.url), 'utf8');
const ORIGIN = 'http://127.0.0.1:4173';

type FetchListener = (event: {
  request: { method: string; url: string };
  stopImmediatePropagation: () => void;
}) => void;

/** Runs the worker script with a stand-in global scope: its fetch listeners and what it imports. */
function loadWorker() {
  const listeners: FetchListener[] = [];
  const imported: string[] = [];
  const scope = {
    location: new URL(`${ORIGIN}/demoServiceWorker.js`),
    addEventListener: (type: string, listener: FetchListener) => {
      if (type === 'fetch') listeners.push(listener);
    },
    importScripts: (...urls: string[]) => imported.push(...urls),
    URL,
  };
  runInNewContext(SOURCE, { ...scope, self: scope });
  return { listeners, imported };
}

/** Whether the worker keeps the request from msw (so the browser fetches it itself). */
function keptFromMsw(url: string, method = 'GET'): boolean {
  const [listener] = loadWorker().listeners;
  let stopped = false;
  listener?.({ request: { method, url }, stopImmediatePropagation: () => (stopped = true) });
  return stopped;
}

describe('the demo’s service worker', () => {
  it('puts its one listener in front of msw’s worker, which it imports', () => {
    const { listeners, imported } = loadWorker();
    expect(listeners).toHaveLength(1);
    expect(imported).toEqual(['./mockServiceWorker.js']);
  });

  it.each([
    '/assets/users-BKzDfE4u.js',
    '/assets/index-Cx1.css',
    '/assets/inter-latin.woff2',
    '/assets/users-BKzDfE4u.js.map',
    '/data/rechnung_liste?order=id.desc&limit=25&offset=0',
    '/data/benutzer?order=last_name.asc',
    '/prod-api/vue-element-admin/article/list',
    '/iiif/3/info.json',
    '/iiif/scripts/full/max/0/default.js',
    '/config.json',
    '/login',
  ])('keeps %s from msw exactly when msw’s handlers let it through as the app’s own code', (path) => {
    expect(keptFromMsw(`${ORIGIN}${path}`)).toBe(isOwnCode(`${ORIGIN}${path}`));
  });

  it('leaves other origins and other methods to msw', () => {
    expect(keptFromMsw('https://tiles.example.org/app.js')).toBe(false);
    expect(keptFromMsw(`${ORIGIN}/assets/users-BKzDfE4u.js`, 'POST')).toBe(false);
  });
});
