/**
 * SQL text with parameters, built piece by piece as PostgREST builds it (Hasql's dynamic
 * Snippet): every value from the request is a parameter, numbered $1, $2 … in the order it
 * appears in the final text. A value that occurs twice (a filter in the page and in the
 * count) is two parameters, as in PostgREST.
 */
import type { Statement } from './types';

type Part = { text: string } | { param: unknown; cast: string };

export class Snippet {
  private constructor(readonly parts: readonly Part[]) {}

  static sql(text: string): Snippet {
    return new Snippet(text === '' ? [] : [{ text }]);
  }

  /**
   * A parameter. Hasql sends most of them with the type left unknown (PostgreSQL infers
   * it from the context: `$1`); a few with a declared type (the JSON body). A driver that
   * does not declare types gets the declared ones as a cast on the parameter (`$1::json`),
   * which PostgreSQL resolves to the same typed parameter.
   */
  static param(value: unknown, declaredType = ''): Snippet {
    return new Snippet([{ param: value, cast: declaredType }]);
  }

  static empty = new Snippet([]);

  append(...others: (Snippet | string)[]): Snippet {
    return new Snippet([...this.parts, ...others.flatMap((o) => (typeof o === 'string' ? Snippet.sql(o) : o).parts)]);
  }

  get isEmpty(): boolean {
    return this.parts.length === 0;
  }

  render(): Statement {
    const params: unknown[] = [];
    let sql = '';
    for (const part of this.parts) {
      if ('text' in part) sql += part.text;
      else {
        params.push(part.param);
        sql += `$${params.length}${part.cast === '' ? '' : `::${part.cast}`}`;
      }
    }
    return { sql, params };
  }
}

/** Hasql's intercalateSnippet. */
export function join(separator: string, snippets: Snippet[]): Snippet {
  return snippets.reduce((acc, s, i) => (i === 0 ? s : acc.append(separator, s)), Snippet.empty);
}
