import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  ARTICLE_PAGE_SIZES,
  ARTICLE_TYPES,
  type ArticleImportance,
  type ArticleType,
  type TemplateArticle,
  type TemplateArticleQuery,
  type TemplateListPage,
} from '../../model/contract/templateApi';
import type { QueryState } from '../../model/queryState';
import { formatRelativeTime } from '../../model/time';
import { Inline } from '../../primitives/Inline';
import { Page } from '../../primitives/Page';
import { Pagination } from '../../primitives/Pagination';
import { Select } from '../../primitives/Select';
import { Stack } from '../../primitives/Stack';
import { Table, type Column } from '../../primitives/Table';
import { Tag } from '../../primitives/Tag';
import { TextField } from '../../primitives/TextField';
import { color, space } from '../../theme';
import { ImportanceStars } from '../ImportanceStars';

export interface ArticleListScreenProps {
  query: TemplateArticleQuery;
  /** A changed filter, sort, page or page size (filters go back to page 1). */
  onQueryChange: (changes: Partial<TemplateArticleQuery>) => void;
  /** The title search as typed (the app debounces it into the query). */
  titleSearch: string;
  onTitleSearchChange: (value: string) => void;
  /** One page of articles and the count of all that match, as one read. */
  list: QueryState<TemplateListPage<TemplateArticle>>;
  /** Where an article is edited, e.g. `/template/example/edit/12`. */
  editPath: (id: number) => string;
  /** Now, for the relative times (the app ticks it). */
  now: number;
}

const TYPE_NAMES: Record<ArticleType, string> = { CN: 'China', US: 'USA', JP: 'Japan', EU: 'Eurozone' };

/** The template's article list: filters, sort by id, pages of 10 to 50, relative dates in English. */
export function ArticleListScreen({
  query,
  onQueryChange,
  titleSearch,
  onTitleSearchChange,
  list,
  editPath,
  now,
}: ArticleListScreenProps) {
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const columns: Column<TemplateArticle>[] = [
    { key: 'id', header: 'ID', cell: (a) => a.id, sortable: (a) => a.id, width: '5rem', align: 'end' },
    {
      key: 'date',
      header: 'Date',
      width: '10rem',
      cell: (a) => (
        <time dateTime={new Date(a.timestamp).toISOString()}>
          {formatRelativeTime(a.timestamp, now, undefined, 'en')}
        </time>
      ),
    },
    {
      key: 'title',
      header: 'Title',
      cell: (a) => (
        <Inline gap={2}>
          <TitleLink to={editPath(a.id)}>{a.title}</TitleLink>
          <Tag label={a.type} />
        </Inline>
      ),
    },
    { key: 'author', header: 'Author', cell: (a) => a.author, width: '10rem' },
    { key: 'importance', header: 'Importance', cell: (a) => <ImportanceStars value={a.importance} />, width: '7rem' },
    { key: 'pageviews', header: 'Readings', cell: (a) => a.pageviews, width: '6rem', align: 'end' },
    {
      key: 'status',
      header: 'Status',
      width: '7rem',
      cell: (a) => <Tag label={a.status} tone={a.status === 'published' ? 'success' : 'neutral'} />,
    },
  ];

  return (
    <Page title="Article List">
      <Stack gap={4}>
        <Filters>
          <TextField label="Title" icon="search" value={titleSearch} onChange={onTitleSearchChange} isClearable />
          <Select
            label="Importance"
            placeholder="All"
            value={query.importance ? String(query.importance) : ''}
            options={[1, 2, 3].map((n) => ({ value: String(n), label: String(n) }))}
            onChange={(value) =>
              onQueryChange({ importance: value ? (Number(value) as ArticleImportance) : undefined, page: 1 })
            }
          />
          <Select
            label="Type"
            placeholder="All"
            value={query.type ?? ''}
            options={ARTICLE_TYPES.map((type) => ({ value: type, label: `${TYPE_NAMES[type]} (${type})` }))}
            onChange={(value) => onQueryChange({ type: (value || undefined) as ArticleType | undefined, page: 1 })}
          />
          <Select
            label="Sort"
            value={query.sort}
            options={[
              { value: '+id', label: 'ID Ascending' },
              { value: '-id', label: 'ID Descending' },
            ]}
            onChange={(value) => onQueryChange({ sort: value === '-id' ? '-id' : '+id', page: 1 })}
          />
        </Filters>
        <Table
          aria-label="Articles"
          columns={columns}
          rows={rows}
          getRowId={(a) => a.id}
          sort={{ key: 'id', direction: query.sort === '-id' ? 'desc' : 'asc' }}
          onSortChange={(sort) => onQueryChange({ sort: sort?.direction === 'desc' ? '-id' : '+id', page: 1 })}
          query={list}
          emptyMessage="No articles match."
          minWidth="48rem"
        />
        <Pagination
          label="Article pages"
          page={query.page}
          pageSize={query.limit}
          total={total}
          pageSizeOptions={ARTICLE_PAGE_SIZES}
          onPageChange={(page) => onQueryChange({ page })}
          onPageSizeChange={(limit) => onQueryChange({ limit, page: 1 })}
        />
      </Stack>
    </Page>
  );
}

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${space[3]};
  align-items: end;
`;

const TitleLink = styled(Link)`
  color: ${color.primary};
`;
