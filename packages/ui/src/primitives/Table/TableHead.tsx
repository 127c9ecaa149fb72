import type { AriaAttributes } from 'react';
import { Icon } from '../Icon';
import { CheckLabel, SortButton, SortIcon, Th } from './Table.styles';
import type { Column, SortState } from './types';
import { useChromeText } from '../../i18n';

export interface SelectAllState {
  isAllSelected: boolean;
  isSomeSelected: boolean;
  isDisabled: boolean;
  onToggle: () => void;
}

interface TableHeadProps<Row> {
  columns: readonly Column<Row>[];
  sort: SortState;
  onSort: (key: string) => void;
  /** Present when rows can be selected: the select-all checkbox. */
  selectAll?: SelectAllState;
  /** aria-rowindex of the header row, set while data rows are shown. */
  rowIndex?: number;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const satisfies Record<
  string,
  AriaAttributes['aria-sort']
>;

export function TableHead<Row>({ columns, sort, onSort, selectAll, rowIndex }: TableHeadProps<Row>) {
  const t = useChromeText();
  return (
    <thead>
      <tr aria-rowindex={rowIndex}>
        {selectAll ? (
          <Th $align="center" scope="col">
            <CheckLabel>
              <input
                type="checkbox"
                aria-label={t('ui.selectAll')}
                checked={selectAll.isAllSelected}
                disabled={selectAll.isDisabled}
                ref={(input) => {
                  // Only a property, not an attribute: "some selected" shows as mixed.
                  if (input) input.indeterminate = selectAll.isSomeSelected && !selectAll.isAllSelected;
                }}
                onChange={selectAll.onToggle}
              />
            </CheckLabel>
          </Th>
        ) : null}
        {columns.map((column) => {
          const align = column.align ?? 'start';
          const direction = sort?.key === column.key ? sort.direction : undefined;
          return (
            <Th key={column.key} scope="col" $align={align} aria-sort={direction ? ariaSort[direction] : undefined}>
              {column.sortable ? (
                <SortButton type="button" $align={align} onClick={() => onSort(column.key)}>
                  <span>{column.header}</span>
                  <SortIcon $isActive={direction !== undefined}>
                    <Icon name={direction === 'asc' ? 'sortAsc' : direction === 'desc' ? 'sortDesc' : 'sort'} />
                  </SortIcon>
                </SortButton>
              ) : (
                column.header
              )}
            </Th>
          );
        })}
      </tr>
    </thead>
  );
}
