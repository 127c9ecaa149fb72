/**
 * The runtime configuration, read from `config.json` beside `index.html` at start, so
 * one build serves every environment (architecture §2).
 */

export type IdentityConfig =
  | { type: 'demo' }
  | { type: 'keycloak'; url: string; realm: string; clientId: string }
  /** A generic OpenID Connect issuer, spoken to by keycloak-js' `oidcProvider`. */
  | { type: 'oidc'; issuer: string; clientId: string };

export type DataServiceConfig = { type: 'mock' } | { type: 'rest'; url: string };

/**
 * Where the GIS editor's scans come from: an IIIF Image API service (tiled, any
 * size; the image id is the map id) or a plain image per map, its URL a template with
 * `{id}` and `{map_name}`, for small scans.
 */
export type ScanSourceConfig = { type: 'iiif'; url: string } | { type: 'image'; url: string };

export interface RuntimeConfig {
  productName: string;
  identity: IdentityConfig;
  dataService: DataServiceConfig;
  funder: { name: string; logoUrl?: string };
  /** Tile source of the GIS world map; without it the bundled offline background is used. */
  mapTiles?: { url: string; attribution: string };
  /** Scans of the GIS editor; without it the editor shows a pixel sheet and names this key. */
  scans?: ScanSourceConfig;
  /**
   * Where beetle sightings are reported: the data service has no call
   * that creates one, so the dashboards only link there when this names it.
   */
  reporting?: { url: string; label: string };
  /** The beetle pictures: a URL template with `{kaefer_id}` and `{filename}`; demo mode serves the seed's. */
  kaeferBilder?: { url: string };
  /**
   * Whether the admin template's demo pages (requirements §1 leaves their delivery open) are
   * served under `/template/`: on in demo builds' config.json, off when left out.
   */
  templateDemo: boolean;
  /**
   * The business that issues offers and invoices (letterhead, §14 UStG items, XRechnung
   * seller), as config.json writes it. Checked where offers and invoices use it
   * (`useIssuer`): the billing model stays out of the first load, and a
   * mistyped IBAN is reported at the invoice instead of stopping the whole app.
   */
  issuer?: unknown;
}

export const DEFAULT_CONFIG: RuntimeConfig = {
  productName: 'Waldmonitor',
  identity: { type: 'demo' },
  dataService: { type: 'mock' },
  funder: { name: 'Fachagentur Nachwachsende Rohstoffe e. V.' },
  templateDemo: false,
};

/** Where the data service lives in demo mode: the demo's data worker (packages/app/src/demo) answers under this path. */
export const MOCK_DATA_URL = '/data';

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

function requireText(obj: Record<string, unknown>, key: string, where: string): string {
  const value = obj[key];
  if (!nonEmpty(value)) throw new ConfigError(`„${where}.${key}“ fehlt oder ist leer.`);
  return value;
}

function parseIdentity(value: unknown): IdentityConfig {
  if (value === undefined) return DEFAULT_CONFIG.identity;
  if (!isObject(value)) throw new ConfigError('„identity“ muss ein Objekt sein.');
  switch (value.type) {
    case 'demo':
      return { type: 'demo' };
    case 'keycloak':
      return {
        type: 'keycloak',
        url: requireText(value, 'url', 'identity'),
        realm: requireText(value, 'realm', 'identity'),
        clientId: requireText(value, 'clientId', 'identity'),
      };
    case 'oidc':
      return {
        type: 'oidc',
        issuer: requireText(value, 'issuer', 'identity'),
        clientId: requireText(value, 'clientId', 'identity'),
      };
    default:
      throw new ConfigError('„identity.type“ muss „demo“, „keycloak“ oder „oidc“ sein.');
  }
}

function parseDataService(value: unknown): DataServiceConfig {
  if (value === undefined) return DEFAULT_CONFIG.dataService;
  if (!isObject(value)) throw new ConfigError('„dataService“ muss ein Objekt sein.');
  if (value.type === 'mock') return { type: 'mock' };
  if (value.type === 'rest') return { type: 'rest', url: requireText(value, 'url', 'dataService') };
  throw new ConfigError('„dataService.type“ muss „mock“ oder „rest“ sein.');
}

function parseScans(value: unknown): ScanSourceConfig | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) throw new ConfigError('„scans“ muss ein Objekt sein.');
  if (value.type !== 'iiif' && value.type !== 'image') {
    throw new ConfigError('„scans.type“ muss „iiif“ oder „image“ sein.');
  }
  const url = requireText(value, 'url', 'scans');
  if (value.type === 'image' && !url.includes('{id}') && !url.includes('{map_name}')) {
    throw new ConfigError('„scans.url“ braucht für Einzelbilder den Platzhalter „{id}“ oder „{map_name}“.');
  }
  return { type: value.type, url };
}

/** Validates a parsed `config.json`; throws a ConfigError with a German message. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  if (!isObject(json)) throw new ConfigError('Die Konfiguration muss ein JSON-Objekt sein.');
  const funder = json.funder === undefined ? DEFAULT_CONFIG.funder : json.funder;
  if (!isObject(funder) || !nonEmpty(funder.name)) throw new ConfigError('„funder.name“ fehlt oder ist leer.');
  if (funder.logoUrl !== undefined && typeof funder.logoUrl !== 'string') {
    throw new ConfigError('„funder.logoUrl“ muss ein Text sein.');
  }
  const tiles = json.mapTiles;
  if (tiles !== undefined && (!isObject(tiles) || !nonEmpty(tiles.url) || typeof tiles.attribution !== 'string')) {
    throw new ConfigError('„mapTiles“ braucht „url“ und „attribution“.');
  }
  const scans = parseScans(json.scans);
  if (json.templateDemo !== undefined && typeof json.templateDemo !== 'boolean') {
    throw new ConfigError('„templateDemo“ muss true oder false sein.');
  }
  const reporting = json.reporting;
  if (reporting !== undefined && (!isObject(reporting) || !nonEmpty(reporting.url) || !nonEmpty(reporting.label))) {
    throw new ConfigError('„reporting“ braucht „url“ und „label“.');
  }
  const kaeferBilder = json.kaeferBilder;
  if (kaeferBilder !== undefined && (!isObject(kaeferBilder) || !nonEmpty(kaeferBilder.url))) {
    throw new ConfigError('„kaeferBilder.url“ fehlt oder ist leer.');
  }
  const productName = json.productName === undefined ? DEFAULT_CONFIG.productName : json.productName;
  if (!nonEmpty(productName)) throw new ConfigError('„productName“ muss ein nicht leerer Text sein.');
  const identity = parseIdentity(json.identity);
  const dataService = parseDataService(json.dataService);
  // The demo's data service accepts only the demo's own tokens, and a real one refuses them.
  if ((identity.type === 'demo') !== (dataService.type === 'mock')) {
    throw new ConfigError('„identity.type“ „demo“ und „dataService.type“ „mock“ gehören zusammen: beide oder keins.');
  }
  return {
    productName,
    identity,
    dataService,
    funder: { name: funder.name, ...(typeof funder.logoUrl === 'string' ? { logoUrl: funder.logoUrl } : {}) },
    templateDemo: json.templateDemo === true,
    ...(tiles ? { mapTiles: { url: String(tiles.url), attribution: String(tiles.attribution) } } : {}),
    ...(scans ? { scans } : {}),
    ...(isObject(reporting) ? { reporting: { url: String(reporting.url), label: String(reporting.label) } } : {}),
    ...(isObject(kaeferBilder) ? { kaeferBilder: { url: String(kaeferBilder.url) } } : {}),
    ...(json.issuer === undefined ? {} : { issuer: json.issuer }),
  };
}

/** Fetches and validates `config.json`; a missing or invalid file is a ConfigError. */
export async function loadRuntimeConfig(url = 'config.json', doFetch: typeof fetch = fetch): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await doFetch(url, { cache: 'no-store' });
  } catch {
    throw new ConfigError(`Die Konfigurationsdatei „${url}“ konnte nicht geladen werden.`);
  }
  if (!response.ok) throw new ConfigError(`Die Konfigurationsdatei „${url}“ fehlt (HTTP ${response.status}).`);
  // A server that answers unknown paths with the app's index.html (vite preview, nginx's
  // `try_files … /index.html`) has no such file either: say so, not "invalid JSON".
  if (response.headers.get('Content-Type')?.startsWith('text/html')) {
    throw new ConfigError(`Die Konfigurationsdatei „${url}“ fehlt (der Server antwortet mit einer HTML-Seite).`);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ConfigError(`Die Konfigurationsdatei „${url}“ ist kein gültiges JSON.`);
  }
  return parseRuntimeConfig(json);
}
