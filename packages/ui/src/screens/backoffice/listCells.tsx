import type { Column, SortValue } from '../../primitives/Table';
import { Tag } from '../../primitives/Tag';

const count = new Intl.NumberFormat('de-DE');

/** The cadastre switch as a table cell: the same tag in the clients list and the cadastre overview. */
export function katasterTag(isOn: boolean) {
  return isOn ? <Tag label="an" tone="success" icon="check" /> : <Tag label="aus" tone="neutral" />;
}

/** A sortable column of the cadastre switch. */
export function katasterColumn<Row>(isOn: (row: Row) => boolean, width: string): Column<Row> {
  return { key: 'kataster', header: 'Kataster', width, sortable: isOn, cell: (row) => katasterTag(isOn(row)) };
}

/** A sortable count, right-aligned with German grouping (1.250). */
export function countColumn<Row>(key: string, header: string, value: (row: Row) => number, width: string): Column<Row> {
  return {
    key,
    header,
    width,
    align: 'end',
    sortable: value as (row: Row) => SortValue,
    cell: (row) => count.format(value(row)),
  };
}
