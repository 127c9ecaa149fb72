/**
 * One definition per function and view (docs/decisions.md "One definition per function and view"):
 * the SQL files are read as the schema, top to bottom, not as a change log in which a later file
 * silently replaces an earlier definition and a reader cannot tell which one runs. And the two
 * parts of the schema stay apart (README.md "Schema as code"): sql/ creates nothing that holds
 * state, since it runs again on every deploy; what holds state changes only in migrations/.
 */
import { describe, expect, it } from 'vitest';
import { migrationScripts, sqlScripts } from './sqlFiles';

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
    const twice = [...definitions([...migrationScripts(), ...sqlScripts()])]
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

/** Statements that create or change what holds state: tables, their columns, constraints and indexes, types. */
const STATE =
  /^\s*(CREATE\s+(UNLOGGED\s+)?TABLE|CREATE\s+(UNIQUE\s+)?INDEX|CREATE\s+(SEQUENCE|DOMAIN|TYPE|EXTENSION)|ALTER\s+(TABLE|DOMAIN|TYPE|SEQUENCE)|INSERT|UPDATE|DELETE|TRUNCATE)\b/gim;

describe('the files of sql/', () => {
  it('create and change nothing that holds state', () => {
    const found = sqlScripts().flatMap(({ file, sql }) =>
      [
        ...withoutComments(sql)
          .replace(/\$(\w*)\$[\s\S]*?\$\1\$/g, ' ')
          .matchAll(STATE),
      ].map(([statement]) => `${file}: ${statement.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
