import { describe, expect, it } from 'vitest';
import { parseIssuer } from '@waldmonitor/ui/model';
import demoConfig from '../../public/config.json';
import { ConfigError, DEFAULT_CONFIG, loadRuntimeConfig, parseRuntimeConfig } from './runtimeConfig';

const respond =
  (body: string, status = 200) =>
  async () =>
    new Response(body, { status });

describe('parseRuntimeConfig', () => {
  it('an empty object is the demo configuration', () => {
    expect(parseRuntimeConfig({})).toEqual(DEFAULT_CONFIG);
  });

  it('reads a Keycloak configuration', () => {
    const config = parseRuntimeConfig({
      productName: 'Waldmonitor',
      identity: { type: 'keycloak', url: 'https://sso.example', realm: 'wald', clientId: 'waldmonitor' },
      dataService: { type: 'rest', url: 'https://daten.example/api' },
      funder: { name: 'Land Brandenburg', logoUrl: '/logo.svg' },
    });
    expect(config.identity).toEqual({
      type: 'keycloak',
      url: 'https://sso.example',
      realm: 'wald',
      clientId: 'waldmonitor',
    });
    expect(config.dataService).toEqual({ type: 'rest', url: 'https://daten.example/api' });
    expect(config.funder).toEqual({ name: 'Land Brandenburg', logoUrl: '/logo.svg' });
  });

  it.each([
    [{ type: 'iiif', url: 'https://archiv.example/iiif' }],
    [{ type: 'image', url: 'https://archiv.example/scans/{map_name}.jpg' }],
  ])('reads the scan source %j', (scans) => {
    expect(parseRuntimeConfig({ scans }).scans).toEqual(scans);
  });

  it.each([
    [{}, false],
    [{ templateDemo: false }, false],
    [{ templateDemo: true }, true],
  ])('templateDemo of %j is %s (the template part is off unless switched on)', (json, expected) => {
    expect(parseRuntimeConfig(json).templateDemo).toBe(expected);
  });

  it('refuses a templateDemo that is not true or false', () => {
    expect(() => parseRuntimeConfig({ templateDemo: 'ja' })).toThrow('„templateDemo“ muss true oder false sein.');
  });

  it('keeps the issuer of invoices as written: useIssuer checks it where invoices use it', () => {
    const issuer = { name: 'Forstbüro' };
    expect(parseRuntimeConfig({ issuer }).issuer).toEqual(issuer);
    expect(parseRuntimeConfig({})).not.toHaveProperty('issuer');
  });

  it('the demo config.json is valid and names a valid issuer with tax number and bank account', () => {
    const check = parseIssuer(parseRuntimeConfig(demoConfig).issuer);
    expect(check.ok && check.issuer.steuernummer).toBe('065/108/04711');
    expect(check.ok && check.issuer.bank?.iban).toBe('DE89370400440532013000');
  });

  it('the demo config.json switches the template part on', () => {
    expect(parseRuntimeConfig(demoConfig).templateDemo).toBe(true);
  });

  it.each([
    [[], 'Die Konfiguration muss ein JSON-Objekt sein.'],
    [{ identity: { type: 'keycloak', url: 'x', realm: '', clientId: 'c' } }, '„identity.realm“ fehlt oder ist leer.'],
    [{ identity: { type: 'ldap' } }, '„identity.type“ muss „demo“, „keycloak“ oder „oidc“ sein.'],
    [{ dataService: { type: 'rest' } }, '„dataService.url“ fehlt oder ist leer.'],
    [
      { identity: { type: 'oidc', issuer: 'https://sso.example', clientId: 'c' } },
      '„identity.type“ „demo“ und „dataService.type“ „mock“ gehören zusammen: beide oder keins.',
    ],
    [
      { dataService: { type: 'rest', url: 'https://daten.example/api' } },
      '„identity.type“ „demo“ und „dataService.type“ „mock“ gehören zusammen: beide oder keins.',
    ],
    [{ funder: { name: '' } }, '„funder.name“ fehlt oder ist leer.'],
    [{ productName: 3 }, '„productName“ muss ein nicht leerer Text sein.'],
    [{ scans: 'https://archiv.example/iiif' }, '„scans“ muss ein Objekt sein.'],
    [{ scans: { type: 'dzi', url: 'https://archiv.example' } }, '„scans.type“ muss „iiif“ oder „image“ sein.'],
    [{ scans: { type: 'iiif', url: ' ' } }, '„scans.url“ fehlt oder ist leer.'],
    [
      { scans: { type: 'image', url: 'https://archiv.example/scan.jpg' } },
      '„scans.url“ braucht für Einzelbilder den Platzhalter „{id}“ oder „{map_name}“.',
    ],
  ])('rejects %j with a German message', (json, message) => {
    expect(() => parseRuntimeConfig(json)).toThrow(new ConfigError(message));
  });
});

describe('loadRuntimeConfig', () => {
  it('a missing file is a clear error', async () => {
    await expect(loadRuntimeConfig('config.json', respond('', 404))).rejects.toThrow(
      'Die Konfigurationsdatei „config.json“ fehlt (HTTP 404).',
    );
  });

  it("a server's index.html in its place is a missing file, not invalid JSON", async () => {
    const indexPage = async () =>
      new Response('<!doctype html><html></html>', { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    await expect(loadRuntimeConfig('/config.json', indexPage)).rejects.toThrow(
      'Die Konfigurationsdatei „/config.json“ fehlt (der Server antwortet mit einer HTML-Seite).',
    );
  });

  it('invalid JSON is a clear error', async () => {
    await expect(loadRuntimeConfig('config.json', respond('{ nope'))).rejects.toThrow(
      'Die Konfigurationsdatei „config.json“ ist kein gültiges JSON.',
    );
  });

  it('a valid file is parsed', async () => {
    await expect(loadRuntimeConfig('config.json', respond('{"productName":"Waldmonitor"}'))).resolves.toEqual(
      DEFAULT_CONFIG,
    );
  });
});
