import type { BundeslandCode } from '../../model/domainValues';

/** The clients list's cadastre filter: switched on, off, or '' for either (`?kataster=an|aus`). */
export type KatasterFilter = 'an' | 'aus' | '';

export const KATASTER_FILTERS: readonly { value: Exclude<KatasterFilter, ''>; label: string }[] = [
  { value: 'an', label: 'Kataster eingeschaltet' },
  { value: 'aus', label: 'Kataster ausgeschaltet' },
];

/** The clients list's filters beside the search, as the page keeps them in the address. */
export type ClientFilter = {
  bundesland: BundeslandCode | '';
  kataster: KatasterFilter;
};

/** The cadastre switch a filter asks for: true, false, or null for either. */
export function katasterStatusOf(filter: KatasterFilter): boolean | null {
  return filter === '' ? null : filter === 'an';
}
