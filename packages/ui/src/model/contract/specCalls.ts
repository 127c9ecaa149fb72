/**
 * Reads the calls of requirements §7 out of `docs/requirements.md` (numbered like the
 * specification), so tests can check that the contract, the client and the SQL cover every
 * one of them.
 * Pure string parsing: the caller reads the file.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A table call as the spec writes it: `GET /mappoint?karte_id=eq.{id}&order=nr.asc`. */
export interface SpecTableCall {
  method: HttpMethod;
  /** `/mappoint` */
  path: string;
  /** The query after `?` (`karte_id=eq.{id}&order=nr.asc`), '' when there is none. */
  filter: string;
}

/** A template mock API call: `POST /vue-element-admin/user/login`. */
export interface SpecTemplateCall {
  method: HttpMethod;
  path: string;
}

const METHOD = '(GET|POST|PUT|PATCH|DELETE)';

/** The text of a `## <n>.` section, or of a `### <title>` subsection inside it. */
function section(text: string, heading: RegExp): string {
  const lines = text.split(/\r?\n/);
  const start = lines.findIndex((line) => heading.test(line));
  if (start === -1) throw new Error(`spec section not found: ${heading.source}`);
  const level = /^#+/.exec(lines[start] ?? '')?.[0].length ?? 2;
  const end = lines.findIndex((line, index) => index > start && new RegExp(`^#{1,${level}} `).test(line));
  return lines.slice(start + 1, end === -1 ? undefined : end).join('\n');
}

function unique<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}

/** Every remote procedure named in requirements §7 (`a_get_all_clients`, …), in order of appearance. */
export function parseSpecRpcNames(text: string): string[] {
  const calls = section(text, /^## 7\./);
  return unique(
    [...calls.matchAll(/\ba_[a-z0-9_]+\b/g)].map((match) => match[0]),
    (name) => name,
  );
}

/** A key that identifies a table call: `GET /mappoint?karte_id=eq.{id}&order=nr.asc`. */
export function tableCallKey(call: SpecTableCall): string {
  return `${call.method} ${call.path}${call.filter ? `?${call.filter}` : ''}`;
}

/**
 * Every row of requirements §7's table of table calls. A cell may hold several calls separated
 * by commas, and a method carries over to the following paths
 * (`GET views /drae_einmessung_uebersicht, /ausm_einmessung_uebersicht, …`). `heading` picks
 * another table of the same form in §7 (docs/requirements.md "Table paths of ours").
 */
export function parseSpecTableCalls(text: string, heading: RegExp = /^### Table calls/): SpecTableCall[] {
  const table = section(section(text, /^## 7\./), heading);
  const calls: SpecTableCall[] = [];
  for (const line of table.split('\n')) {
    const cell = /^\|([^|]+)\|/.exec(line)?.[1]?.trim() ?? '';
    let method: HttpMethod | undefined;
    for (const part of cell.split(',')) {
      const match = new RegExp(`^(?:${METHOD}\\s+)?(?:views\\s+)?(/\\S+)$`).exec(part.trim());
      if (!match) continue;
      method = (match[1] as HttpMethod | undefined) ?? method;
      if (!method) continue;
      const [path = '', filter = ''] = (match[2] ?? '').split('?');
      calls.push({ method, path, filter });
    }
  }
  return unique(calls, tableCallKey);
}

/**
 * Every template mock API call of requirements §7 (paths without the `/prod-api` base).
 * `PUT and DELETE /vue-element-admin/role/{id}` gives two calls.
 */
export function parseSpecTemplateCalls(text: string): SpecTemplateCall[] {
  const api = section(section(text, /^## 7\./), /^### Template mock API/);
  const pattern = new RegExp(`${METHOD}(?:\\s+and\\s+${METHOD})?\\s+(/vue-element-admin/[\\w/-]*(?:\\{id\\})?)`, 'g');
  const calls: SpecTemplateCall[] = [];
  for (const match of api.matchAll(pattern)) {
    const path = match[3] ?? '';
    for (const method of [match[1], match[2]]) if (method) calls.push({ method: method as HttpMethod, path });
  }
  return unique(calls, (call) => `${call.method} ${call.path}`);
}
