// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { handlers } from '.';
import { isOwnCode } from './staticAssets';

describe('the page’s own code goes through without trying every handler', () => {
  it.each([
    ['http://127.0.0.1:4173/assets/users-BKzDfE4u.js', true],
    ['http://127.0.0.1:4173/assets/index-Cx1.css', true],
    ['http://127.0.0.1:4173/assets/inter-latin.woff2', true],
    ['http://127.0.0.1:4173/assets/users-BKzDfE4u.js.map', true],
    ['http://localhost:5173/src/main.mjs?v=3', true],
    ['http://127.0.0.1:4173/data/rpc/a_get_invoices?limit=25&offset=0', false],
    ['http://127.0.0.1:4173/data/benutzer?order=last_name.asc', false],
    ['http://127.0.0.1:4173/prod-api/vue-element-admin/article/list', false],
    ['http://127.0.0.1:4173/iiif/3/info.json', false],
    ['http://127.0.0.1:4173/iiif/3/full/512,/0/default.jpg', false],
    ['http://127.0.0.1:4173/iiif/scripts/full/max/0/default.js', false],
    ['http://127.0.0.1:4173/config.json', false],
    ['http://127.0.0.1:4173/login', false],
  ])('%s: %s', (url, own) => {
    expect(isOwnCode(url)).toBe(own);
  });

  it('is tried right after the procedures’ one handler, before the tables, the template API and the scans', () => {
    const predicates = handlers.map((handler) => typeof (handler.info as { path?: unknown }).path);
    expect(handlers[0]?.info.header).toBe('POST */rpc/:name');
    expect(predicates.indexOf('function')).toBe(1);
    expect(predicates.lastIndexOf('function')).toBe(1);
  });
});
