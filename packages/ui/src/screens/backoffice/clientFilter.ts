import type { BundeslandCode } from '../../model/domainValues';

/** The clients list's cadastre filter: switched on, off, or '' for either (`?kataster=an|aus`). */
export type KatasterFilter = 'an' | 'aus' | '';

export const KATASTER_FILTERS: readonly { value: Exclude<KatasterFilter, ''>; label: string }[] = [
  { value: 'an', label: 'Kataster eingeschaltet' },
  { value: 'aus', label: 'Kataster ausgeschaltet' },
];

/**
 * The clients list's status filter: '' the active clients (the default: the office's work),
 * the deactivated ones, or all (`?status=deaktiviert|alle`).
 */
export type ClientStatusFilter = 'deaktiviert' | 'alle' | '';

export const CLIENT_STATUS_FILTERS: readonly { value: Exclude<ClientStatusFilter, ''>; label: string }[] = [
  { value: 'deaktiviert', label: 'Deaktivierte Kunden' },
  { value: 'alle', label: 'Aktive und deaktivierte' },
];

/** The clients list's filters beside the search, as the page keeps them in the address. */
export type ClientFilter = {
  bundesland: BundeslandCode | '';
  kataster: KatasterFilter;
  status: ClientStatusFilter;
};

/** The `aktiv` a status filter asks for: true (the default), false, or null for all. */
export function clientActiveOf(filter: ClientStatusFilter): boolean | null {
  return filter === 'alle' ? null : filter !== 'deaktiviert';
}

/** The cadastre switch a filter asks for: true, false, or null for either. */
export function katasterStatusOf(filter: KatasterFilter): boolean | null {
  return filter === '' ? null : filter === 'an';
}
