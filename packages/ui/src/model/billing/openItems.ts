import { backOfficeHref } from '../backOffice/sections';
import type { OpenItemAgeFilter, OpenItemLevelFilter, OpenItemTotalsRow } from '../contract/rpc/billing';
import type { OpenItemRow } from '../resultRows';

/**
 * The Offene Posten's filters (`?bereich=offene-posten&kunde=…&alter=…&stufe=…`): a client's
 * id as text, an age bucket or every overdue item, and a dunning level; '' is every client, every
 * age, every level. A type, not an interface: a list's filters are a record (defineList).
 */
export type OpenItemsFilter = {
  client: string;
  age: OpenItemAgeFilter | '';
  level: OpenItemLevelFilter | '';
};

/** The filters' keys in the address; the list's declaration and the links into it share them. */
export const OPEN_ITEMS_KEYS = { client: 'kunde', age: 'alter', level: 'stufe' } as const satisfies Record<
  keyof OpenItemsFilter,
  string
>;

/** The age filter's choices in the order of time; "every age" is the field's placeholder. */
export const OPEN_ITEM_AGES: readonly { value: OpenItemAgeFilter; label: string }[] = [
  { value: 'nicht-faellig', label: 'Nicht fällig' },
  { value: 'ueberfaellig', label: 'Überfällig (alle)' },
  { value: '1-30', label: '1–30 Tage überfällig' },
  { value: '31-60', label: '31–60 Tage überfällig' },
  { value: '61-90', label: '61–90 Tage überfällig' },
  { value: 'ueber-90', label: 'Über 90 Tage überfällig' },
  { value: 'guthaben', label: 'Guthaben' },
];

/** The dunning-level filter's choices: not yet reminded, reminded at all, then each level. */
export const OPEN_ITEM_LEVELS: readonly { value: OpenItemLevelFilter; label: string }[] = [
  { value: 'keine', label: 'Nicht gemahnt' },
  { value: 'gemahnt', label: 'Gemahnt (alle)' },
  { value: '1', label: 'Stufe 1' },
  { value: '2', label: 'Stufe 2' },
  { value: '3', label: 'Stufe 3' },
  { value: '4', label: 'Stufe 4' },
];

/** The dunning level an item has reached as the list shows it: 'Stufe 2'; none yet is '–'. */
export function dunningLevelLabel(level: number): string {
  return level > 0 ? `Stufe ${level}` : '–';
}

/**
 * The Offene Posten filtered, e.g. a client's (`/dashboard?bereich=offene-posten&kunde=7`) or
 * every overdue item (`…&alter=ueberfaellig`): the Übersicht's tiles and the client's page link there.
 */
export function openItemsHref(filter: Partial<OpenItemsFilter> = {}): string {
  const params = new URLSearchParams();
  if (filter.client) params.set(OPEN_ITEMS_KEYS.client, filter.client);
  if (filter.age) params.set(OPEN_ITEMS_KEYS.age, filter.age);
  if (filter.level) params.set(OPEN_ITEMS_KEYS.level, filter.level);
  const extra = params.toString();
  return extra ? `${backOfficeHref('offene-posten')}&${extra}` : backOfficeHref('offene-posten');
}

/** What an open item is to a person: money the client owes, owes past its due date, or a credit of the client's. */
export type OpenItemKind = 'offen' | 'ueberfaellig' | 'guthaben';

export function openItemKind(item: Pick<OpenItemRow, 'offen' | 'tage_ueberfaellig'>): OpenItemKind {
  if (item.offen < 0) return 'guthaben';
  return item.tage_ueberfaellig > 0 ? 'ueberfaellig' : 'offen';
}

const days = new Intl.NumberFormat('de-DE');

/** The days past the due date as a person reads them: '1 Tag', '1.204 Tage'; none is '–'. */
export function overdueDaysLabel(tage: number): string {
  if (tage <= 0) return '–';
  return tage === 1 ? '1 Tag' : `${days.format(tage)} Tage`;
}

/** '1 offener Posten', '12 offene Posten'. */
export function openItemCountLabel(count: number): string {
  return count === 1 ? '1 offener Posten' : `${days.format(count)} offene Posten`;
}

/** The one row of a_get_open_item_totals; an answer without one is nothing open. */
export function openItemTotalsOf(rows: readonly OpenItemTotalsRow[]): OpenItemTotalsRow {
  return rows[0] ?? { anzahl: 0, offen_cent: 0, ueberfaellig_cent: 0 };
}
