import { describe, expect, it } from 'vitest';
import { parseIssuer } from '@waldmonitor/ui/model';
import demoConfig from '../../public/config.json';
import productionTemplate from '../../config.template.json';
import keycloakExample from '../../config.keycloak.example.json';
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
    [
      {
        identity: { type: 'keycloak', url: 'x', realm: '', clientId: 'c' },
        dataService: { type: 'rest', url: '/api' },
      },
      '„identity.realm“ fehlt oder ist leer.',
    ],
    [{ identity: { type: 'ldap' } }, '„identity.type“ muss „demo“, „keycloak“ oder „oidc“ sein.'],
    [
      { identity: { type: 'oidc', issuer: 'https://sso.example', clientId: 'c' }, dataService: { type: 'rest' } },
      '„dataService.url“ fehlt oder ist leer.',
    ],
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

/** The messages of the ConfigError a configuration throws, or null when it is valid. */
function problemsOf(json: unknown): { summary: string | undefined; problems: readonly string[] } | null {
  try {
    parseRuntimeConfig(json);
    return null;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return { summary: error.summary, problems: error.problems };
  }
}

describe('given the production build’s config.json template', () => {
  it('refuses to start and names every key still to fill, in file order', () => {
    expect(problemsOf(productionTemplate)).toEqual({
      summary: '„config.json“ ist noch die Vorlage des Builds: 23 Angaben sind nicht ausgefüllt.',
      problems: [
        '„identity.url“ ist noch nicht ausgefüllt.',
        '„identity.realm“ ist noch nicht ausgefüllt.',
        '„funder.name“ ist noch nicht ausgefüllt.',
        '„mapTiles.url“ ist noch nicht ausgefüllt.',
        '„mapTiles.attribution“ ist noch nicht ausgefüllt.',
        '„mapWms[0].name“ ist noch nicht ausgefüllt.',
        '„mapWms[0].url“ ist noch nicht ausgefüllt.',
        '„mapWms[0].layers“ ist noch nicht ausgefüllt.',
        '„mapWms[0].attribution“ ist noch nicht ausgefüllt.',
        '„scans.url“ ist noch nicht ausgefüllt.',
        '„kaeferBilder.url“ ist noch nicht ausgefüllt.',
        '„issuer.name“ ist noch nicht ausgefüllt.',
        '„issuer.addressLines“ ist noch nicht ausgefüllt.',
        '„issuer.postcode“ ist noch nicht ausgefüllt.',
        '„issuer.city“ ist noch nicht ausgefüllt.',
        '„issuer.steuernummer“ ist noch nicht ausgefüllt.',
        '„issuer.ustId“ ist noch nicht ausgefüllt.',
        '„issuer.bank.iban“ ist noch nicht ausgefüllt.',
        '„issuer.bank.bic“ ist noch nicht ausgefüllt.',
        '„issuer.bank.bankName“ ist noch nicht ausgefüllt.',
        '„issuer.contact.name“ ist noch nicht ausgefüllt.',
        '„issuer.contact.email“ ist noch nicht ausgefüllt.',
        '„issuer.contact.phone“ ist noch nicht ausgefüllt.',
      ],
    });
  });

  it('the message of the error holds the summary and every problem', () => {
    expect(() =>
      parseRuntimeConfig({ ...productionTemplate, issuer: undefined, mapTiles: undefined, mapWms: undefined }),
    ).toThrow(
      '„config.json“ ist noch die Vorlage des Builds: 5 Angaben sind nicht ausgefüllt. „identity.url“ ist noch nicht ausgefüllt. „identity.realm“ ist noch nicht ausgefüllt. „funder.name“ ist noch nicht ausgefüllt. „scans.url“ ist noch nicht ausgefüllt. „kaeferBilder.url“ ist noch nicht ausgefüllt.',
    );
  });

  it('asks for the same-origin data service /api, which the web server passes to PostgREST', () => {
    expect(productionTemplate.dataService).toEqual({ type: 'rest', url: '/api' });
  });

  it('filled in, it is a valid Keycloak configuration', () => {
    const filled = JSON.parse(
      JSON.stringify(productionTemplate).replace(/"<[^"]*>"/g, (placeholder) =>
        placeholder.includes('{z}')
          ? '"https://tiles.example.org/{z}/{x}/{y}.png"'
          : placeholder.includes('{kaefer_id}')
            ? '"https://bilder.example.org/kaefer/{kaefer_id}/{filename}"'
            : '"https://ausgefuellt.example.org"',
      ),
    ) as unknown;
    expect(parseRuntimeConfig(filled).identity).toEqual({
      type: 'keycloak',
      url: 'https://ausgefuellt.example.org',
      realm: 'https://ausgefuellt.example.org',
      clientId: 'waldmonitor-web',
    });
  });
});

describe('given several problems', () => {
  it('names each once: an unfilled key is not named again for what its placeholder breaks', () => {
    expect(
      problemsOf({
        identity: { type: 'keycloak', url: '<Adresse>', realm: '', clientId: 'c' },
        dataService: { type: 'rest' },
        scans: { type: '<iiif oder image>', url: '<Basis>' },
      }),
    ).toEqual({
      summary: '„config.json“ enthält 5 Fehler.',
      problems: [
        '„identity.url“ ist noch nicht ausgefüllt.',
        '„scans.type“ ist noch nicht ausgefüllt.',
        '„scans.url“ ist noch nicht ausgefüllt.',
        '„identity.realm“ fehlt oder ist leer.',
        '„dataService.url“ fehlt oder ist leer.',
      ],
    });
  });

  it('a missing URL and the pairing it breaks are both named', () => {
    expect(problemsOf({ dataService: { type: 'rest' } })?.problems).toEqual([
      '„dataService.url“ fehlt oder ist leer.',
      '„identity.type“ „demo“ und „dataService.type“ „mock“ gehören zusammen: beide oder keins.',
    ]);
  });

  it('a single problem is the message itself, without a summary', () => {
    expect(
      problemsOf({
        identity: { type: 'oidc', issuer: '<Issuer>', clientId: 'c' },
        dataService: { type: 'rest', url: '/api' },
      }),
    ).toEqual({
      summary: undefined,
      problems: ['„identity.issuer“ ist noch nicht ausgefüllt.'],
    });
  });
});

describe('given WMS backgrounds (mapWms)', () => {
  const dtk = {
    name: 'DTK25 Niedersachsen',
    url: 'https://opendata.lgln.niedersachsen.de/doorman/noauth/dtk_wms',
    layers: 'ni_dtk25',
    attribution: '© LGLN',
  };

  it('reads each service, image/png and WMS 1.3.0 unless given', () => {
    const dop = {
      name: 'DOP20',
      url: 'https://wms.example.org/dop?map=dop',
      layers: 'dop20',
      format: 'image/jpeg',
      version: '1.1.1',
      attribution: '© GeoBasis-DE',
    };
    expect(parseRuntimeConfig({ mapWms: [dtk, dop] }).mapWms).toEqual([
      { ...dtk, format: 'image/png', version: '1.3.0' },
      dop,
    ]);
  });

  it('keeps the old configuration valid: without mapWms there is none, an empty list is none', () => {
    const tiles = { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap-Mitwirkende' };
    expect(parseRuntimeConfig({ mapTiles: tiles })).toEqual({ ...DEFAULT_CONFIG, mapTiles: tiles });
    expect(parseRuntimeConfig({ mapWms: [] })).not.toHaveProperty('mapWms');
  });

  it.each([
    [{ name: 'DTK' }, '„mapWms“ muss eine Liste von WMS-Diensten sein.'],
    [['https://wms.example.org'], '„mapWms[0]“ muss ein Objekt sein.'],
    [[{ ...dtk, layers: ' ' }], '„mapWms[0].layers“ fehlt oder ist leer.'],
    [[{ ...dtk, url: 'http://wms.example.org/dtk' }], '„mapWms[0].url“ muss mit https:// beginnen.'],
    [
      [{ ...dtk, url: 'https://wms.example.org/dtk?SERVICE=WMS&REQUEST=GetMap' }],
      '„mapWms[0].url“ ist die Basisadresse des Dienstes, ohne SERVICE, REQUEST und BBOX.',
    ],
    [[{ ...dtk, format: 'png' }], '„mapWms[0].format“ muss ein Bildformat wie „image/png“ sein.'],
    [[{ ...dtk, version: '1.3' }], '„mapWms[0].version“ muss „1.1.1“ oder „1.3.0“ sein.'],
    [[dtk, { ...dtk, layers: 'ni_dtk50' }], '„mapWms[1].name“ „DTK25 Niedersachsen“ kommt schon vorher vor.'],
  ])('rejects mapWms %j with a German message', (mapWms, message) => {
    expect(() => parseRuntimeConfig({ mapWms })).toThrow(new ConfigError(message));
  });

  it('names every problem of every entry', () => {
    expect(
      problemsOf({
        mapWms: [
          { name: 'DOP', url: 'ftp://x', layers: 'dop' },
          { ...dtk, name: '<Name>' },
        ],
      }),
    ).toEqual({
      summary: '„config.json“ enthält 3 Fehler.',
      problems: [
        '„mapWms[1].name“ ist noch nicht ausgefüllt.',
        '„mapWms[0].attribution“ fehlt oder ist leer.',
        '„mapWms[0].url“ muss mit https:// beginnen.',
      ],
    });
  });
});

describe('the Keycloak example (packages/app/config.keycloak.example.json)', () => {
  it('is valid and names the same-origin data service /api', () => {
    const config = parseRuntimeConfig(keycloakExample);
    expect(config.dataService).toEqual({ type: 'rest', url: '/api' });
    expect(config.kaeferBilder).toEqual({ url: 'https://bilder.example.org/kaefer/{kaefer_id}/{filename}' });
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
