/**
 * `db-uri` as libpq reads it (PostgREST hands it to libpq): a URI (`postgres://…`,
 * `postgresql://…`, also `postgresql:///db?host=/run/postgresql`), a keyword/value string
 * (`host=db port=5432 dbname=waldmonitor user=authenticator`), or else a database name.
 * What is left out comes from libpq's environment variables (PGHOST, PGUSER, …), which
 * node-postgres reads as well.
 */
import type { ClientConfig } from 'pg';

/** libpq keywords → node-postgres options (the ones node-postgres has). */
const KEYWORDS: Record<string, keyof ClientConfig | 'sslmode'> = {
  host: 'host',
  hostaddr: 'host',
  port: 'port',
  dbname: 'database',
  user: 'user',
  password: 'password',
  application_name: 'application_name',
  options: 'options',
  connect_timeout: 'connectionTimeoutMillis',
  sslmode: 'sslmode',
};

export class DbUriError extends Error {}

function keywordValue(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /\s*([A-Za-z_]+)\s*=\s*(?:'((?:[^'\\]|\\.)*)'|((?:[^\s'\\]|\\.)*))/y;
  let at = 0;
  while (at < text.trimEnd().length) {
    re.lastIndex = at;
    const m = re.exec(text);
    if (!m) throw new DbUriError(`db-uri: cannot read the connection string at "${text.slice(at).trim()}"`);
    out[m[1]!] = (m[2] ?? m[3] ?? '').replace(/\\(.)/g, '$1');
    at = re.lastIndex;
  }
  return out;
}

function fromSslMode(mode: string | undefined): ClientConfig['ssl'] | undefined {
  if (mode === undefined || mode === 'disable' || mode === 'allow' || mode === 'prefer') return undefined;
  if (mode === 'require') return { rejectUnauthorized: false };
  return { rejectUnauthorized: true };
}

/** node-postgres options for `db-uri`. */
export function connectionConfig(dbUri: string): ClientConfig {
  if (/^postgres(?:ql)?:\/\//.test(dbUri)) {
    // node-postgres parses URIs itself; with libpq's meaning of sslmode (require: no certificate check).
    const compat = /[?&]sslmode=/.test(dbUri) && !/[?&]uselibpqcompat=/.test(dbUri);
    return { connectionString: compat ? `${dbUri}${dbUri.includes('?') ? '&' : '?'}uselibpqcompat=true` : dbUri };
  }
  const fields = dbUri.includes('=') ? keywordValue(dbUri) : { dbname: dbUri };
  const config: ClientConfig = {};
  for (const [keyword, value] of Object.entries(fields)) {
    const option = KEYWORDS[keyword];
    if (!option || option === 'sslmode') continue;
    if (option === 'port') config.port = Number(value);
    else if (option === 'connectionTimeoutMillis') config.connectionTimeoutMillis = Number(value) * 1000;
    else (config as Record<string, unknown>)[option] = value;
  }
  const ssl = fromSslMode(fields.sslmode);
  if (ssl) config.ssl = ssl;
  return config;
}
