import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { charLength, DEFAULT_TEXT_LIMIT, lengthError, TEXT_LIMITS, textLimit } from './textLimits';

const sqlDir = join(import.meta.dirname, '../../../../dataservice/migrations');

/**
 * The limits the data service's migrations leave behind, read from their text in the order they
 * run: the baseline's default and its table of exceptions, then every later
 * `ADD CONSTRAINT <table>_<column>_laenge CHECK (char_length(<column>) <= n)`.
 */
function sqlLimits(): { fallback: number; limits: Map<string, number> } {
  const files = readdirSync(sqlDir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const limits = new Map<string, number>();
  let fallback = Number.NaN;
  for (const file of files) {
    const sql = readFileSync(join(sqlDir, file), 'utf8');
    const table = /limits jsonb := '(\{[^']*\})'/.exec(sql);
    if (table) {
      for (const [column, limit] of Object.entries(JSON.parse(table[1]!) as Record<string, number>))
        limits.set(column, limit);
      fallback = Number(/::integer, (\d+)\)\)/.exec(sql)?.[1]);
    }
    let altered = '';
    for (const statement of sql.matchAll(
      /ALTER TABLE data\.(\w+)|ADD CONSTRAINT (\w+)_laenge CHECK \(char_length\((\w+)\) <= (\d+)\)/g,
    )) {
      if (statement[1]) altered = statement[1];
      else {
        expect(statement[2], `${file}: the constraint's name is <table>_<column>_laenge`).toBe(
          `${altered}_${statement[3]}`,
        );
        limits.set(`${altered}.${statement[3]}`, Number(statement[4]));
      }
    }
  }
  return { fallback, limits };
}

describe('text limits', () => {
  it('are the same in the SQL data service as in the forms and the mock', () => {
    const { fallback, limits } = sqlLimits();
    expect(fallback).toBe(DEFAULT_TEXT_LIMIT);
    for (const column of Object.keys(TEXT_LIMITS)) expect(limits.get(column), column).toBe(textLimit(...split(column)));
    for (const [column, limit] of limits) expect(textLimit(...split(column)), column).toBe(limit);
  });

  it('fit the printed address field: the client name on two lines of about 50 characters, the rest on one', () => {
    expect(TEXT_LIMITS['kunde.name']).toBe(100);
    expect(
      [TEXT_LIMITS['kunde.name_zusatz'], TEXT_LIMITS['kunde.strasse'], TEXT_LIMITS['kunde.ort']].every(
        (limit) => limit <= 50,
      ),
    ).toBe(true);
    expect(textLimit('kunde', 'ap_vorname')).toBe(100);
    expect(textLimit('kunde', 'bundesland')).toBe(500);
  });

  it('count characters as PostgreSQL does, not UTF-16 units', () => {
    expect(charLength('Käfer 🪲')).toBe(7);
    expect('Käfer 🪲'.length).toBe(8);
  });

  it('say at the field how much is too much, counting the text as stored (trimmed)', () => {
    expect(lengthError(`${'a'.repeat(100)}  `, 'kunde.name')).toBeNull();
    expect(lengthError('a'.repeat(101), 'kunde.name')).toBe('Bitte höchstens 100 Zeichen eingeben (jetzt 101).');
    expect(lengthError('x'.repeat(3500), 'rechnung.anschreiben')).toBe(
      'Bitte höchstens 3.000 Zeichen eingeben (jetzt 3.500).',
    );
  });
});

function split(column: string): [string, string] {
  const [table = '', name = ''] = column.split('.');
  return [table, name];
}
