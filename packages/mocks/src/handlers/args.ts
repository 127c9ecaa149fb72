import { pgErrors } from '../store/errors';
import { isPlausibleDate } from '../store/plausible';
import { coerce } from '../store/schema';

/**
 * The arguments of a remote procedure as they arrive: requirements §7 "Ids sent to these
 * procedures are converted to text; ust_satz is sent as text", so every reader coerces
 * like PostgreSQL does: "12" and 12 are the same integer, 'true' is a boolean.
 * A missing argument is PostgREST's "function not found" (PGRST202), as no overload matches.
 */
export class Args {
  private readonly fn: string;
  private readonly body: Record<string, unknown>;

  constructor(fn: string, body: unknown) {
    if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) {
      throw pgErrors.badJson();
    }
    this.fn = fn;
    this.body = (body ?? {}) as Record<string, unknown>;
  }

  has(name: string): boolean {
    return Object.hasOwn(this.body, name);
  }

  private raw(name: string): unknown {
    if (!this.has(name)) throw pgErrors.missingArgument(this.fn, name);
    return this.body[name];
  }

  private required<T>(name: string, value: T | null): T {
    if (value === null) throw pgErrors.raise(400, `Der Parameter ${name} darf nicht leer sein.`);
    return value;
  }

  int(name: string): number {
    return this.required(name, this.intOrNull(name));
  }

  intOrNull(name: string): number | null {
    const value = this.raw(name);
    return value === '' ? null : (coerce('int', value) as number | null);
  }

  num(name: string): number {
    const value = this.raw(name);
    return this.required(name, value === '' ? null : (coerce('numeric', value) as number | null));
  }

  text(name: string): string {
    return this.required(name, this.textOrNull(name));
  }

  textOrNull(name: string): string | null {
    return coerce('text', this.raw(name)) as string | null;
  }

  /** Empty text counts as null, as the client sends `''` for unset optional fields. */
  textOrEmpty(name: string): string | null {
    const value = this.textOrNull(name);
    return value === '' ? null : value;
  }

  bool(name: string): boolean {
    return this.required(name, coerce('bool', this.raw(name)) as boolean | null);
  }

  boolOrNull(name: string): boolean | null {
    const value = this.raw(name);
    return value === '' ? null : (coerce('bool', value) as boolean | null);
  }

  date(name: string): string {
    return this.required(name, this.dateOrNull(name));
  }

  /**
   * A business date (SQL's domain data.datum): PostgreSQL reads 'infinity' as a date, which the
   * domain then refuses, as it refuses a date outside the office's range (store/plausible.ts).
   */
  dateOrNull(name: string): string | null {
    const value = this.raw(name);
    if (value === '' || value === null) return null;
    if (typeof value === 'string' && /^\s*[+-]?infinity\s*$/i.test(value)) throw pgErrors.domainViolation('data.datum');
    const date = coerce('date', value) as string;
    if (!isPlausibleDate(date)) throw pgErrors.domainViolation('data.datum');
    return date;
  }

  /** A JSON argument (SQL `json`) as it arrived. */
  json(name: string): unknown {
    return this.raw(name);
  }

  /** A text array: a JSON array, JSON text of one, or a PostgreSQL array literal `{a,b}`. */
  textList(name: string): string[] {
    const value = this.raw(name);
    if (value === null) return [];
    if (Array.isArray(value)) return value.map(String);
    const text = String(value).trim();
    if (text.startsWith('[')) {
      const parsed = JSON.parse(text) as unknown;
      if (Array.isArray(parsed)) return parsed.map(String);
    }
    if (text.startsWith('{') && text.endsWith('}')) {
      const inner = text.slice(1, -1);
      return inner === '' ? [] : inner.split(',').map((item) => item.trim().replace(/^"(.*)"$/, '$1'));
    }
    throw pgErrors.invalidInput('text[]', text);
  }
}
