/**
 * The `Prefer` header as PostgREST 16.2 reads it (ApiRequest/Preferences.hs): the first
 * value of each kind wins, `tx=` only when db-tx-end allows the override, and the
 * Preference-Applied header lists what was applied in PostgREST's order.
 */

export type Representation = 'representation' | 'minimal' | 'headers-only';
export type Count = 'exact' | 'planned' | 'estimated';

export interface Preferences {
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  representation: Representation | null;
  count: Count | null;
  transaction: 'commit' | 'rollback' | null;
  missing: 'default' | 'null' | null;
  handling: 'strict' | 'lenient' | null;
  timezone: string | null;
  maxAffected: number | null;
  invalid: string[];
}

const ACCEPTED = [
  'resolution=merge-duplicates',
  'resolution=ignore-duplicates',
  'return=representation',
  'return=minimal',
  'return=headers-only',
  'count=exact',
  'count=planned',
  'count=estimated',
  'tx=commit',
  'tx=rollback',
  'missing=default',
  'missing=null',
  'handling=strict',
  'handling=lenient',
];

/** Preferences.fromHeaders over one Prefer header (the server joins repeated headers with commas). */
export function parsePreferences(header: string | undefined, allowTxOverride: boolean): Preferences {
  // ByteString's split gives nothing for an empty header, and an empty piece after a trailing comma.
  const prefs = header === undefined || header === '' ? [] : header.split(',').map((p) => p.trim());
  const first = <T extends string>(prefix: string, values: readonly T[]): T | null => {
    for (const p of prefs) {
      const value = p.startsWith(prefix) ? p.slice(prefix.length) : null;
      if (value !== null && (values as readonly string[]).includes(value)) return value as T;
    }
    return null;
  };
  const stripped = (prefix: string) => prefs.find((p) => p.startsWith(prefix))?.slice(prefix.length) ?? null;
  const maxAffectedText = stripped('max-affected=');
  return {
    resolution: first('resolution=', ['merge-duplicates', 'ignore-duplicates'] as const),
    representation: first('return=', ['representation', 'minimal', 'headers-only'] as const),
    count: first('count=', ['exact', 'planned', 'estimated'] as const),
    transaction: allowTxOverride ? first('tx=', ['commit', 'rollback'] as const) : null,
    missing: first('missing=', ['default', 'null'] as const),
    handling: first('handling=', ['strict', 'lenient'] as const),
    timezone: stripped('timezone='),
    maxAffected: maxAffectedText !== null && /^\s*-?\d+\s*$/.test(maxAffectedText) ? Number(maxAffectedText) : null,
    invalid: prefs.filter((p) => !ACCEPTED.includes(p) && !p.startsWith('timezone=') && !p.startsWith('max-affected=')),
  };
}

/** count=exact and count=estimated count in SQL (Preferences.shouldCount). */
export const shouldCount = (count: Count | null) => count === 'exact' || count === 'estimated';

/** Preference-Applied (Preferences.prefAppliedHeader), or null when nothing was applied. */
export function preferenceApplied(p: Preferences): string | null {
  const values = [
    p.resolution && `resolution=${p.resolution}`,
    p.missing && `missing=${p.missing}`,
    p.representation && `return=${p.representation}`,
    p.count && `count=${p.count}`,
    p.transaction && `tx=${p.transaction}`,
    p.handling && `handling=${p.handling}`,
    p.timezone !== null && `timezone=${p.timezone}`,
    p.handling === 'strict' && p.maxAffected !== null && `max-affected=${p.maxAffected}`,
  ].filter((v): v is string => typeof v === 'string');
  return values.length === 0 ? null : values.join(', ');
}
