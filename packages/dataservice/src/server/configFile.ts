/**
 * The file format of `postgrest.conf`, as PostgREST 16.2 reads it with configurator-pg 0.2.11
 * (`Data/Configurator/Syntax.hs`, `Load.hs`): `key = value` lines, `# comments`, `#;` to comment
 * out a directive, groups `name { … }` (keys `name.key`), `import "other.conf"`, and values
 * `true`/`false`/`on`/`off`, numbers, `"strings"` (escapes `\n \t \r \" \\ \uXXXX`) and lists.
 * A string is interpolated: `$(NAME)` is an earlier key or else an environment variable, and
 * `$$` is one `$` (so PostgREST 16's `jwt-role-claim-key = "$$.app_status"`; a lone `$` is an error).
 */
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';

export type ConfigValue =
  | { kind: 'bool'; value: boolean }
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'list'; value: ConfigValue[] };

type Directive =
  | { kind: 'bind'; key: string; value: ConfigValue }
  | { kind: 'group'; key: string; directives: Directive[] }
  | { kind: 'import'; path: string };

export class ConfigFileError extends Error {}

const isAlpha = (c: string | undefined) => c !== undefined && /\p{L}/u.test(c);
const isAlphaNum = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);
const isSpace = (c: string | undefined) => c !== undefined && /\s/u.test(c);

class Parser {
  private pos = 0;
  constructor(private readonly text: string) {}

  fail(what: string): never {
    const before = this.text.slice(0, this.pos);
    const line = before.split('\n').length;
    const column = this.pos - before.lastIndexOf('\n');
    throw new ConfigFileError(`${what} (line ${line}, column ${column})`);
  }

  private peek(offset = 0): string | undefined {
    return this.text[this.pos + offset];
  }

  private lookingAt(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }

  /** Blank lines, white space and comments (`#`, but not the `#;` of a commented-out directive). */
  private skipLWS(): void {
    for (;;) {
      while (isSpace(this.peek())) this.pos++;
      if (this.peek() === '#' && this.peek(1) !== ';') {
        while (this.pos < this.text.length && this.peek() !== '\n' && this.peek() !== '\r') this.pos++;
      } else return;
    }
  }

  /** Spaces, tabs and a comment up to the end of the line. */
  private skipHWS(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos++;
    if (this.peek() === '#')
      while (this.pos < this.text.length && this.peek() !== '\n' && this.peek() !== '\r') this.pos++;
  }

  topLevel(): Directive[] {
    const directives = this.directives();
    this.skipLWS();
    if (this.pos < this.text.length) this.fail(`unexpected ${JSON.stringify(this.peek())}`);
    return directives;
  }

  private directives(): Directive[] {
    const out: Directive[] = [];
    for (;;) {
      const start = this.pos;
      this.skipLWS();
      const directive = this.directive();
      if (directive === undefined) {
        this.pos = start;
        return out;
      }
      if (directive !== null) out.push(directive);
      this.skipHWS();
      if (this.peek() !== '\n' && this.peek() !== '\r') return out;
      this.pos++;
    }
  }

  /** A directive, `null` for a commented-out one, `undefined` when none starts here. */
  private directive(): Directive | null | undefined {
    const start = this.pos;
    if (this.lookingAt('import')) {
      this.pos += 'import'.length;
      this.skipLWS();
      if (this.peek() === '"') return { kind: 'import', path: this.string() };
      this.pos = start;
    }
    if (this.lookingAt('#;')) {
      this.pos += 2;
      while (this.peek() === ' ' || this.peek() === '\t') this.pos++;
      return this.directive() === undefined ? this.fail('a directive after "#;"') : null;
    }
    const key = this.ident();
    if (key === undefined) return undefined;
    this.skipLWS();
    if (this.peek() === '=') {
      this.pos++;
      this.skipLWS();
      return { kind: 'bind', key, value: this.value() };
    }
    if (this.peek() === '{') {
      this.pos++;
      this.skipLWS();
      const directives = this.directives();
      this.skipLWS();
      if (this.peek() !== '}') this.fail(`"}" closing the group ${key}`);
      this.pos++;
      return { kind: 'group', key, directives };
    }
    this.pos = start;
    return undefined;
  }

  /** A key: letters, digits, `_` and `-`, dotted parts each starting with a letter. */
  private ident(): string | undefined {
    const start = this.pos;
    if (!isAlpha(this.peek())) return undefined;
    for (;;) {
      while (isAlphaNum(this.peek()) || this.peek() === '_' || this.peek() === '-') this.pos++;
      if (this.peek() === '.' && isAlpha(this.peek(1))) this.pos++;
      else break;
    }
    if (this.peek() === '.') this.fail('a key must not end with a dot');
    const key = this.text.slice(start, this.pos);
    if (key === 'import') this.fail('"import" is a reserved word, not a key');
    return key;
  }

  private value(): ConfigValue {
    for (const [word, value] of [
      ['on', true],
      ['off', false],
      ['true', true],
      ['false', false],
    ] as const) {
      if (this.lookingAt(word)) {
        this.pos += word.length;
        return { kind: 'bool', value };
      }
    }
    if (this.peek() === '"') return { kind: 'string', value: this.string() };
    const number = /^[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(this.text.slice(this.pos));
    if (number) {
      this.pos += number[0].length;
      return { kind: 'number', value: Number(number[0]) };
    }
    if (this.peek() === '[') {
      this.pos++;
      this.skipLWS();
      const items: ConfigValue[] = [];
      if (this.peek() !== ']') {
        for (;;) {
          items.push(this.value());
          this.skipLWS();
          if (this.peek() !== ',') break;
          this.pos++;
          this.skipLWS();
        }
      }
      if (this.peek() !== ']') this.fail('"]" closing the list');
      this.pos++;
      return { kind: 'list', value: items };
    }
    return this.fail('a value: "a string", a number, true/false/on/off or a [list]');
  }

  private string(): string {
    const start = ++this.pos;
    while (this.pos < this.text.length && this.peek() !== '"') this.pos += this.peek() === '\\' ? 2 : 1;
    if (this.pos >= this.text.length) this.fail('a closing quote');
    const raw = this.text.slice(start, this.pos++);
    return raw.includes('\\') ? unescape(raw, (what) => this.fail(what)) : raw;
  }
}

function unescape(raw: string, fail: (what: string) => never): string {
  const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\' };
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] !== '\\') {
      out += raw[i];
      continue;
    }
    const c = raw[++i] ?? '';
    if (c in simple) out += simple[c];
    else if (c === 'u') {
      const hex = (at: number) =>
        /^[0-9a-fA-F]{4}$/.test(raw.slice(at, at + 4)) ? parseInt(raw.slice(at, at + 4), 16) : NaN;
      const a = hex(i + 1);
      if (Number.isNaN(a)) fail('four hexadecimal digits after \\u');
      i += 4;
      if (a >= 0xd800 && a <= 0xdfff) {
        const b = raw.slice(i + 1, i + 3) === '\\u' ? hex(i + 3) : NaN;
        if (!(a <= 0xdbff && b >= 0xdc00 && b <= 0xdfff)) fail('invalid UTF-16 surrogates');
        i += 6;
        out += String.fromCharCode(a, b);
      } else out += String.fromCharCode(a);
    } else fail(`an escape \\n, \\t, \\r, \\", \\\\ or \\uXXXX, not \\${c}`);
  }
  return out;
}

/** `$(NAME)` from the keys bound so far (innermost group first) or the environment; `$$` is `$`. */
function interpolate(
  text: string,
  prefix: string,
  values: Map<string, ConfigValue>,
  env: Record<string, string | undefined>,
): string {
  if (!text.includes('$')) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '$') {
      out += text[i];
      continue;
    }
    if (text[i + 1] === '$') {
      out += '$';
      i++;
      continue;
    }
    const close = text.indexOf(')', i + 2);
    if (text[i + 1] !== '(' || close === i + 2 || close < 0) {
      throw new ConfigFileError(
        `parsing interpolation in "${text}": a "$" must be written "$$" or start "$(NAME)" (PostgREST's config file escapes $ as $$)`,
      );
    }
    const name = text.slice(i + 2, close);
    const parts = prefix.split('.').filter((p) => p !== '');
    const candidates = parts.map((_, n) => [...parts.slice(0, parts.length - n), name].join('.')).concat(name);
    const bound = candidates.map((k) => values.get(k)).find((v) => v !== undefined);
    if (bound?.kind === 'string') out += bound.value;
    else if (bound?.kind === 'number') out += String(bound.value);
    else if (bound) throw new ConfigFileError(`variable '${name}' is not a string or number`);
    else if (env[name] !== undefined) out += env[name];
    else throw new ConfigFileError(`no such variable: '${name}'`);
    i = close;
  }
  return out;
}

/** Parses a file's text; `import` directives are read relative to `path`'s folder. */
export function parseConfigText(
  text: string,
  path: string,
  env: Record<string, string | undefined>,
  values = new Map<string, ConfigValue>(),
): Map<string, ConfigValue> {
  let directives: Directive[];
  try {
    directives = new Parser(text).topLevel();
  } catch (error) {
    if (error instanceof ConfigFileError) throw new ConfigFileError(`parsing ${path}: ${error.message}`);
    throw error;
  }
  const apply = (prefix: string, list: Directive[]) => {
    for (const d of list) {
      if (d.kind === 'bind') {
        const value: ConfigValue =
          d.value.kind === 'string'
            ? { kind: 'string', value: interpolate(d.value.value, prefix, values, env) }
            : d.value;
        values.set(prefix + d.key, value);
      } else if (d.kind === 'group') apply(`${prefix}${d.key}.`, d.directives);
      else {
        const imported = isAbsolute(d.path) ? d.path : join(dirname(path), d.path);
        parseConfigText(readFileSync(imported, 'utf8'), imported, env, values);
      }
    }
  };
  apply('', directives);
  return values;
}

/** Reads and parses a configuration file. */
export function readConfigFile(path: string, env: Record<string, string | undefined>): Map<string, ConfigValue> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigFileError(`cannot read the configuration file ${path}: ${(error as Error).message}`);
  }
  return parseConfigText(text, path, env);
}
