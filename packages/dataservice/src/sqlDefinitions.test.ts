/**
 * One definition per function and view (docs/decisions.md "One definition per function and view"):
 * the SQL files are read as the schema, top to bottom, not as a change log in which a later file
 * silently replaces an earlier definition and a reader cannot tell which one runs.
 */
import { describe, expect, it } from 'vitest';
import { sqlScripts } from './sqlFiles';

/** The SQL without its comments: a comment may name a function without defining it. */
const withoutComments = (sql: string) => sql.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/--[^\n]*/g, ' ');

const DEFINITION =
  /\bCREATE\s+(?:OR\s+REPLACE\s+)?(FUNCTION|PROCEDURE|VIEW|MATERIALIZED\s+VIEW)\s+(?:IF\s+NOT\s+EXISTS\s+)?("?[\w]+"?\.)?("?[\w]+"?)/gi;

/** Every function, procedure and view defined in the files, with the files that define it. */
function definitions(scripts: readonly { file: string; sql: string }[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const { file, sql } of scripts) {
    for (const [, kind, schema, name] of withoutComments(sql).matchAll(DEFINITION)) {
      const key = `${kind!.replace(/\s+/g, ' ').toLowerCase()} ${(schema ?? 'public.').replace(/"/g, '')}${name!.replace(/"/g, '')}`;
      found.set(key, [...(found.get(key) ?? []), file]);
    }
  }
  return found;
}

describe('the SQL files', () => {
  it('define every function, procedure and view once', () => {
    const twice = [...definitions(sqlScripts())]
      .filter(([, files]) => files.length > 1)
      .map(([name, files]) => `${name}: ${files.join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('find a definition given twice, also across files, but not one named in a comment', () => {
    const found = definitions([
      { file: 'a.sql', sql: 'CREATE FUNCTION api.f() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;' },
      { file: 'b.sql', sql: '-- CREATE OR REPLACE FUNCTION api.f()\nCREATE OR REPLACE VIEW data.v AS SELECT 1;' },
      { file: 'c.sql', sql: 'CREATE OR REPLACE FUNCTION api.f() RETURNS int LANGUAGE sql AS $$ SELECT 2 $$;' },
    ]);
    expect(Object.fromEntries(found)).toEqual({ 'function api.f': ['a.sql', 'c.sql'], 'view data.v': ['b.sql'] });
  });
});
