/**
 * `jwt-role-claim-key` as PostgREST 16.2 reads it (`Config.hs` parseRoleClaimKey): first as an
 * RFC 9535 JSON Path (`$.app_status`, `$.realm_access.roles[0]`: jsonPath.ts), else as the
 * JSPath of PostgREST 14 and before (`.app_status`, `."a-b"`, `[0]`, one final filter
 * `[?(@ == "x")]` with `==`, `!=`, `^==`, `==^`, `*==`: `Config/DeprecatedJSPath.hs`), which
 * works but is deprecated and warned about at start-up (`App.hs`, `Logger.hs`).
 */
import { firstMatch } from './jsonPath';
import { parseJsonPath, type Query } from './jsonPathParser';

type OldStep = { key: string } | { index: number } | { filter: '==' | '!=' | '^==' | '==^' | '*=='; text: string };

export interface RoleClaimKey {
  /** As written (after the config file's `$$` → `$`). */
  readonly text: string;
  /** The PostgREST 14 syntax: accepted with a warning. */
  readonly deprecated: boolean;
  /** The first value the key finds in the claims, `undefined` for none. */
  find(claims: Record<string, unknown>): { value: unknown } | undefined;
}

function parseDeprecated(text: string): OldStep[] | undefined {
  const steps: OldStep[] = [];
  let rest = text;
  while (rest !== '') {
    let m: RegExpExecArray | null;
    if ((m = /^\.([\p{L}\p{N}_$@]+)/u.exec(rest))) steps.push({ key: m[1]! });
    else if ((m = /^\."([^"]*)"/.exec(rest))) steps.push({ key: m[1]! });
    else if ((m = /^\[\?\(@\s*(==\^|==|!=|\^==|\*==)\s*"([^"]*)"\)\]$/.exec(rest))) {
      steps.push({ filter: m[1] as '==', text: m[2]! });
    } else if ((m = /^\[(\d+)\]/.exec(rest))) steps.push({ index: Number(m[1]) });
    else return undefined;
    rest = rest.slice(m[0].length);
  }
  return steps.length > 0 ? steps : undefined;
}

function findDeprecated(steps: OldStep[], claims: unknown): { value: unknown } | undefined {
  let v: unknown = claims;
  for (const step of steps) {
    if ('key' in step) {
      if (typeof v !== 'object' || v === null || Array.isArray(v) || !Object.hasOwn(v, step.key)) return undefined;
      v = (v as Record<string, unknown>)[step.key];
    } else if ('index' in step) {
      if (!Array.isArray(v) || step.index >= v.length) return undefined;
      v = v[step.index];
    } else {
      if (!Array.isArray(v)) return undefined;
      const test = {
        '==': (s: string) => s === step.text,
        '!=': (s: string) => s !== step.text,
        '^==': (s: string) => s.startsWith(step.text),
        '==^': (s: string) => s.endsWith(step.text),
        '*==': (s: string) => s.includes(step.text),
      }[step.filter];
      const found = v.find((x) => typeof x === 'string' && test(x));
      return found === undefined ? undefined : { value: found };
    }
  }
  return { value: v };
}

/** Parses the setting; `undefined` when neither syntax reads it. */
export function parseRoleClaimKey(text: string): RoleClaimKey | undefined {
  const query: Query | undefined = parseJsonPath(text);
  if (query) return { text, deprecated: false, find: (claims) => firstMatch(query, claims) };
  const steps = parseDeprecated(text);
  if (steps) return { text, deprecated: true, find: (claims) => findDeprecated(steps, claims) };
  return undefined;
}
