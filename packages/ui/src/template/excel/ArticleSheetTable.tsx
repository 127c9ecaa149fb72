import type { TemplateArticle } from '../../model/contract/templateApi';
import type { QueryState } from '../../model/queryState';
import type { RowId } from '../../primitives/Table';
import { Table, type Column } from '../../primitives/Table';
import { displayCell } from './cellDisplay';
import { articleTable } from './sheetTable';

export interface ArticleSheetTableProps {
  /** The articles, as one read. */
  articles: QueryState<readonly TemplateArticle[]>;
  /** Adds the checkbox column (export selected). */
  selectedIds?: readonly RowId[];
  onSelectionChange?: (ids: RowId[]) => void;
}

const dateOf = (article: TemplateArticle) => articleTable([article]).rows[0]![4]!;

const COLUMNS: Column<TemplateArticle>[] = [
  { key: 'id', header: 'Id', cell: (a) => a.id, width: '5rem', align: 'end' },
  { key: 'title', header: 'Title', cell: (a) => a.title },
  { key: 'author', header: 'Author', cell: (a) => a.author, width: '11rem' },
  { key: 'readings', header: 'Readings', cell: (a) => displayCell(a.pageviews), width: '7rem', align: 'end' },
  { key: 'date', header: 'Date (UTC)', cell: (a) => displayCell(dateOf(a)), width: '13rem' },
];

/** The article table the excel and zip pages export, shown as it will be written. */
export function ArticleSheetTable({ articles, selectedIds, onSelectionChange }: ArticleSheetTableProps) {
  return (
    <Table
      aria-label="Articles"
      columns={COLUMNS}
      rows={articles.data ?? []}
      query={articles}
      getRowId={(article) => article.id}
      rowLabel={(article) => article.title}
      selectedIds={selectedIds}
      onSelectionChange={onSelectionChange}
      emptyMessage="No articles."
      // The fixed columns take 39rem with the checkbox: room for the title beside them.
      minWidth="56rem"
    />
  );
}
