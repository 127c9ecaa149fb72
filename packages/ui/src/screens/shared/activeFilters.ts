/** One filter in force, shown above a list as a removable chip ("Rolle: Experte ×"). */
export interface ActiveFilter {
  /** Stable among a list's chips (the filter's name), so focus can stay on the chips after a removal. */
  key: string;
  /** What the chip reads, "<filter>: <value>"; its button is "<label> entfernen". */
  label: string;
  /** Clears this filter only. */
  onRemove: () => void;
}

/** A chip "<name>: <value>" for a filter whose value is set; null when it is not ('' or null). */
export function filterChip(
  key: string,
  name: string,
  valueLabel: string | null,
  onRemove: () => void,
): ActiveFilter | null {
  return valueLabel === null || valueLabel === '' ? null : { key, label: `${name}: ${valueLabel}`, onRemove };
}

/**
 * The chip of a filter chosen from options (a select): its option's label, or the value itself
 * when the options do not hold it (an address with an old value still filters, and says by what).
 */
export function optionChip(
  key: string,
  name: string,
  options: readonly { value: string; label: string }[],
  value: string,
  onRemove: () => void,
): ActiveFilter | null {
  if (value === '') return null;
  return filterChip(key, name, options.find((option) => option.value === value)?.label ?? value, onRemove);
}

/** The chips of the filters that are set, in the order given. */
export function activeFilters(...chips: readonly (ActiveFilter | null)[]): ActiveFilter[] {
  return chips.filter((chip): chip is ActiveFilter => chip !== null);
}
