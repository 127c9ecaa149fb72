/**
 * Makes two replies comparable without hiding differences: numbers rounded to 6 decimals
 * (float projections may differ in the last bits between two builds of PostgreSQL), named
 * fields dropped (a time stamp of the moment), and arrays sorted only for calls without an order.
 */
import type { Reply } from '../harness';

const round = (value: number) => (Number.isInteger(value) ? value : Math.round(value * 1e6) / 1e6);

function clean(value: unknown, ignore: ReadonlySet<string>): unknown {
  if (typeof value === 'number') return round(value);
  if (Array.isArray(value)) return value.map((item) => clean(item, ignore));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !ignore.has(key))
        .map(([key, item]) => [key, clean(item, ignore)]),
    );
  }
  return value;
}

export function normalise(reply: Reply, options: { unordered?: boolean; ignoreFields?: readonly string[] } = {}) {
  const ignore = new Set(options.ignoreFields ?? []);
  if (!reply.ok) return { status: reply.status, error: reply.error };
  let data = clean(reply.data, ignore);
  if (options.unordered && Array.isArray(data)) {
    data = [...data].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return { status: reply.status, data };
}
