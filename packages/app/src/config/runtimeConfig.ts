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

/** One WMS of `mapWms`, its GetMap asked in the web map's EPSG:3857. */
export interface WmsConfig {
  /** The label in the editor's choice „Hintergrund“. */
  name: string;
  /** The service's base URL (https), without REQUEST and the other GetMap parameters. */
  url: string;
  /** Layer names, comma-separated as GetMap takes them. */
  layers: string;
  /** `image/png` unless given. */
  format: string;
  /** `1.3.0` unless given; `1.1.1` for older services. */
  version: '1.1.1' | '1.3.0';
  attribution: string;
}

export interface RuntimeConfig {
  productName: string;
  identity: IdentityConfig;
  dataService: DataServiceConfig;
  funder: { name: string; logoUrl?: string };
  /** Tile source of the GIS world map; without it the bundled offline background is used. */
  mapTiles?: { url: string; attribution: string };
  /** WMS backgrounds offered beside the tiles in the georeferencing editor (the Länder's DTK, DOP, ALKIS). */
  mapWms?: readonly WmsConfig[];
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

/**
 * What is wrong with the configuration, in German: one sentence per problem (`problems`), so
 * the start page can name every key to fill at once instead of one per reload.
 */
export class ConfigError extends Error {
  readonly problems: readonly string[];
  /** The sentence before the list when there are several problems. */
  readonly summary: string | undefined;

  constructor(problems: string | readonly string[], summary?: string) {
    const list = typeof problems === 'string' ? [problems] : problems;
    super(summary ? `${summary} ${list.join(' ')}` : list.join(' '));
    this.name = 'ConfigError';
    this.problems = list;
    this.summary = summary;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * The build's `config.json` is a template (config.template.json): each value the operator
 * must fill reads `<…>`. Such a value is never a working setting, so it is named as unfilled
 * instead of passing as a URL or a name.
 */
const isPlaceholder = (v: unknown): v is string => typeof v === 'string' && /^<.*>$/s.test(v.trim());

/** The key of every placeholder value in the file, e.g. `identity.url`, `issuer.addressLines`. */
function placeholderKeys(value: unknown, path = ''): string[] {
  if (isPlaceholder(value)) return [path];
  if (Array.isArray(value)) {
    // A list of entries (mapWms) names the key inside its entry; a list of texts (address lines) the list.
    if (value.every(isObject)) return value.flatMap((item, index) => placeholderKeys(item, `${path}[${index}]`));
    return value.some((item) => placeholderKeys(item).length > 0) ? [path] : [];
  }
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => placeholderKeys(inner, path ? `${path}.${key}` : key));
}

/** Collects the problems of one file; every check goes on after a problem, so all are named. */
class Problems {
  readonly list: { key: string; message: string }[] = [];

  add(key: string, message: string): undefined {
    this.list.push({ key, message });
    return undefined;
  }

  text(obj: Record<string, unknown>, key: string, where: string): string {
    const value = obj[key];
    if (!nonEmpty(value)) this.add(`${where}.${key}`, `„${where}.${key}“ fehlt oder ist leer.`);
    return typeof value === 'string' ? value : '';
  }
}

function parseIdentity(value: unknown, problems: Problems): IdentityConfig | undefined {
  if (value === undefined) return DEFAULT_CONFIG.identity;
  if (!isObject(value)) return problems.add('identity', '„identity“ muss ein Objekt sein.');
  switch (value.type) {
    case 'demo':
      return { type: 'demo' };
    case 'keycloak':
      return {
        type: 'keycloak',
        url: problems.text(value, 'url', 'identity'),
        realm: problems.text(value, 'realm', 'identity'),
        clientId: problems.text(value, 'clientId', 'identity'),
      };
    case 'oidc':
      return {
        type: 'oidc',
        issuer: problems.text(value, 'issuer', 'identity'),
        clientId: problems.text(value, 'clientId', 'identity'),
      };
    default:
      return problems.add('identity.type', '„identity.type“ muss „demo“, „keycloak“ oder „oidc“ sein.');
  }
}

function parseDataService(value: unknown, problems: Problems): DataServiceConfig | undefined {
  if (value === undefined) return DEFAULT_CONFIG.dataService;
  if (!isObject(value)) return problems.add('dataService', '„dataService“ muss ein Objekt sein.');
  if (value.type === 'mock') return { type: 'mock' };
  if (value.type === 'rest') return { type: 'rest', url: problems.text(value, 'url', 'dataService') };
  return problems.add('dataService.type', '„dataService.type“ muss „mock“ oder „rest“ sein.');
}

function parseScans(value: unknown, problems: Problems): ScanSourceConfig | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) return problems.add('scans', '„scans“ muss ein Objekt sein.');
  if (value.type !== 'iiif' && value.type !== 'image') {
    return problems.add('scans.type', '„scans.type“ muss „iiif“ oder „image“ sein.');
  }
  const url = problems.text(value, 'url', 'scans');
  if (value.type === 'image' && url && !url.includes('{id}') && !url.includes('{map_name}')) {
    problems.add('scans.url', '„scans.url“ braucht für Einzelbilder den Platzhalter „{id}“ oder „{map_name}“.');
  }
  return { type: value.type, url };
}

const WMS_VERSIONS = ['1.1.1', '1.3.0'] as const;
const isWmsVersion = (v: unknown): v is WmsConfig['version'] => WMS_VERSIONS.some((version) => version === v);

/** One entry of `mapWms`, its problems named by its place in the list (`mapWms[0].url`). */
function parseWms(value: unknown, where: string, problems: Problems): WmsConfig | undefined {
  if (!isObject(value)) return problems.add(where, `„${where}“ muss ein Objekt sein.`);
  const [name, url, layers, attribution] = (['name', 'url', 'layers', 'attribution'] as const).map((key) =>
    problems.text(value, key, where),
  ) as [string, string, string, string];
  // The app is served over https, where a browser loads no http images; the Content-Security-Policy
  // names each WMS origin in img-src (deploy/nginx/waldmonitor.conf).
  if (url && !/^https:\/\/[^/?#]+/i.test(url.trim())) {
    problems.add(`${where}.url`, `„${where}.url“ muss mit https:// beginnen.`);
  } else if (/[?&](service|request|bbox)=/i.test(url)) {
    problems.add(`${where}.url`, `„${where}.url“ ist die Basisadresse des Dienstes, ohne SERVICE, REQUEST und BBOX.`);
  }
  const { format = 'image/png', version = '1.3.0' } = value;
  if (typeof format !== 'string' || !/^image\/[\w.+-]+$/.test(format)) {
    problems.add(`${where}.format`, `„${where}.format“ muss ein Bildformat wie „image/png“ sein.`);
  }
  if (!isWmsVersion(version)) problems.add(`${where}.version`, `„${where}.version“ muss „1.1.1“ oder „1.3.0“ sein.`);
  return isWmsVersion(version) && typeof format === 'string'
    ? { name: name.trim(), url: url.trim(), layers, format, version, attribution }
    : undefined;
}

/** `mapWms`: the WMS backgrounds, each with a name of its own (the editor's choice tells them apart by it). */
function parseMapWms(value: unknown, problems: Problems): WmsConfig[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) return problems.add('mapWms', '„mapWms“ muss eine Liste von WMS-Diensten sein.');
  const services = value.map((entry, index) => parseWms(entry, `mapWms[${index}]`, problems));
  services.forEach((service, index) => {
    if (service?.name && services.findIndex((other) => other?.name === service.name) < index) {
      problems.add(`mapWms[${index}].name`, `„mapWms[${index}].name“ „${service.name}“ kommt schon vorher vor.`);
    }
  });
  return services.filter((service) => service !== undefined);
}

/** The start page's first sentence when a file has more than one problem. */
function summaryOf(count: number, onlyUnfilled: boolean): string {
  return onlyUnfilled
    ? `„config.json“ ist noch die Vorlage des Builds: ${count} Angaben sind nicht ausgefüllt.`
    : `„config.json“ enthält ${count} Fehler.`;
}

/** Validates a parsed `config.json`; throws a ConfigError naming every problem in German. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  if (!isObject(json)) throw new ConfigError('Die Konfiguration muss ein JSON-Objekt sein.');
  const unfilled = placeholderKeys(json);
  const problems = new Problems();
  const funder = json.funder === undefined ? DEFAULT_CONFIG.funder : json.funder;
  if (!isObject(funder) || !nonEmpty(funder.name)) problems.add('funder.name', '„funder.name“ fehlt oder ist leer.');
  if (isObject(funder) && funder.logoUrl !== undefined && typeof funder.logoUrl !== 'string') {
    problems.add('funder.logoUrl', '„funder.logoUrl“ muss ein Text sein.');
  }
  const tiles = json.mapTiles;
  if (tiles !== undefined && (!isObject(tiles) || !nonEmpty(tiles.url) || typeof tiles.attribution !== 'string')) {
    problems.add('mapTiles', '„mapTiles“ braucht „url“ und „attribution“.');
  }
  const mapWms = parseMapWms(json.mapWms, problems);
  const scans = parseScans(json.scans, problems);
  if (json.templateDemo !== undefined && typeof json.templateDemo !== 'boolean') {
    problems.add('templateDemo', '„templateDemo“ muss true oder false sein.');
  }
  const reporting = json.reporting;
  if (reporting !== undefined && (!isObject(reporting) || !nonEmpty(reporting.url) || !nonEmpty(reporting.label))) {
    problems.add('reporting', '„reporting“ braucht „url“ und „label“.');
  }
  const kaeferBilder = json.kaeferBilder;
  if (kaeferBilder !== undefined && (!isObject(kaeferBilder) || !nonEmpty(kaeferBilder.url))) {
    problems.add('kaeferBilder.url', '„kaeferBilder.url“ fehlt oder ist leer.');
  }
  const productName = json.productName === undefined ? DEFAULT_CONFIG.productName : json.productName;
  if (!nonEmpty(productName)) problems.add('productName', '„productName“ muss ein nicht leerer Text sein.');
  const identity = parseIdentity(json.identity, problems);
  const dataService = parseDataService(json.dataService, problems);
  // The demo's data service accepts only the demo's own tokens, and a real one refuses them.
  if (identity && dataService && (identity.type === 'demo') !== (dataService.type === 'mock')) {
    problems.add(
      'identity.type',
      '„identity.type“ „demo“ und „dataService.type“ „mock“ gehören zusammen: beide oder keins.',
    );
  }
  // An unfilled key is named as such, not again as whatever its placeholder text breaks.
  const isUnfilled = (key: string) => unfilled.some((path) => key === path || key.startsWith(`${path}.`));
  const messages = [
    ...unfilled.map((key) => `„${key}“ ist noch nicht ausgefüllt.`),
    ...problems.list.filter((problem) => !isUnfilled(problem.key)).map((problem) => problem.message),
  ];
  if (messages.length > 0) {
    throw new ConfigError(
      messages,
      messages.length > 1 ? summaryOf(messages.length, messages.length === unfilled.length) : undefined,
    );
  }
  if (!identity || !dataService || !isObject(funder) || !nonEmpty(funder.name) || !nonEmpty(productName)) {
    throw new ConfigError('Die Konfiguration ist unvollständig.');
  }
  return {
    productName,
    identity,
    dataService,
    funder: { name: funder.name, ...(typeof funder.logoUrl === 'string' ? { logoUrl: funder.logoUrl } : {}) },
    templateDemo: json.templateDemo === true,
    ...(isObject(tiles) ? { mapTiles: { url: String(tiles.url), attribution: String(tiles.attribution) } } : {}),
    ...(mapWms && mapWms.length > 0 ? { mapWms } : {}),
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
