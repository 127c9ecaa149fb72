import { useState } from 'react';
import type { TemplateArticle } from '../../model/contract/templateApi';
import type { QueryState } from '../../model/queryState';
import { Button } from '../../primitives/Button';
import { Page } from '../../primitives/Page';
import { Stack } from '../../primitives/Stack';
import { ArticleSheetTable } from './ArticleSheetTable';
import { DEFAULT_EXPORT_OPTIONS, ExportOptions } from './ExportOptions';
import { SheetAlert } from './SheetAlert';
import type { SheetExportRequest } from './sheetFile';
import type { SheetTable } from './sheetTable';
import { useExportAction } from './useExportAction';

/** What every article export page takes: the rows with their load state, and where to send the export. */
export interface ArticleExportProps {
  /** The articles, as one read. */
  articles: QueryState<readonly TemplateArticle[]>;
  /** What to export; the app builds the file (`buildSheetFile`) and offers it to save. */
  onExport: (request: SheetExportRequest) => unknown;
}

interface ArticleExportFrameProps extends ArticleExportProps {
  title: string;
  subtitle?: string;
  /** The sheet the articles become (one header row, or the grouped two). */
  tableOf: (articles: readonly TemplateArticle[]) => SheetTable;
  /** Merges exist only in xlsx: the type is fixed and not offered. */
  isXlsxOnly?: boolean;
}

/** Export options, the Export button and the article table: export-excel and export-merge-header. */
export function ArticleExportFrame({
  title,
  subtitle,
  tableOf,
  isXlsxOnly = false,
  articles,
  onExport,
}: ArticleExportFrameProps) {
  const [options, setOptions] = useState(DEFAULT_EXPORT_OPTIONS);
  const exporting = useExportAction();
  const format = isXlsxOnly ? 'xlsx' : options.format;
  return (
    <Page title={title} subtitle={subtitle}>
      <Stack gap={4}>
        <ExportOptions value={options} onChange={setOptions} isNameOnly={isXlsxOnly} />
        <div>
          <Button
            icon="download"
            isLoading={exporting.isBusy}
            disabled={(articles.data ?? []).length === 0}
            onClick={() => exporting.run(() => onExport({ ...options, format, table: tableOf(articles.data ?? []) }))}
          >
            Export
          </Button>
        </div>
        <SheetAlert message={exporting.failure} />
        <ArticleSheetTable articles={articles} />
      </Stack>
    </Page>
  );
}
